package controllers

import javax.inject._

import scala.concurrent.{ExecutionContext, Future}

import play.api.libs.json._
import play.api.mvc._

import models.{Product, ProductFilter}
import services.{CatalogService, PricingService}

@Singleton
class CatalogController @Inject() (
    cc: ControllerComponents,
    catalog: CatalogService,
    pricing: PricingService
)(implicit ec: ExecutionContext)
    extends AbstractController(cc) {

  private val MaxPageSize = 100

  def list(category: Option[String], page: Int, size: Int): Action[AnyContent] = Action.async { implicit request =>
    val filter = ProductFilter(category = category, page = page.max(1), size = size.min(MaxPageSize))
    catalog.search(filter).map { result =>
      Ok(Json.obj("items" -> result.items, "total" -> result.total, "page" -> filter.page))
    }
  }

  def show(id: Long): Action[AnyContent] = Action.async { implicit request =>
    catalog.find(id).flatMap {
      case Some(product) =>
        pricing.quote(product, request.headers.get("X-Currency").getOrElse("EUR")).map { price =>
          Ok(Json.toJson(product).as[JsObject] + ("price" -> Json.toJson(price)))
        }
      case None =>
        Future.successful(NotFound(Json.obj("error" -> s"product $id not found")))
    }
  }

  def related(id: Long): Action[AnyContent] = Action.async { implicit request =>
    catalog.related(id, limit = 8).map { products =>
      Ok(Json.toJson(products))
    }
  }

  def create: Action[JsValue] = Action.async(parse.json) { implicit request =>
    request.body.validate[Product] match {
      case JsSuccess(product, _) =>
        catalog.create(product).map(created => Created(Json.toJson(created)))
      case JsError(errors) =>
        Future.successful(BadRequest(JsError.toJson(errors)))
    }
  }

  def delete(id: Long): Action[AnyContent] = Action.async { implicit request =>
    catalog.delete(id).map {
      case true  => NoContent
      case false => NotFound(Json.obj("error" -> s"product $id not found"))
    }
  }
}
