  def related(id: Long): Action[AnyContent] = Action.async { implicit request =>
    catalog.related(id, limit = 8).map { products =>
      Ok(Json.toJson(products)).withHeaders(CACHE_CONTROL -> "public, max-age=300")
    }
  }

  // ... create and delete unchanged ...
