package io.taskboard.http

import cats.effect.IO
import io.circe.generic.auto._
import io.taskboard.domain.{NewProject, ProjectId, ProjectPatch}
import io.taskboard.service.{MembershipService, ProjectService}
import org.http4s.HttpRoutes
import org.http4s.circe.CirceEntityCodec._
import org.http4s.dsl.io._

object ProjectRoutes {

  object LimitParam  extends OptionalQueryParamDecoderMatcher[Int]("limit")
  object OffsetParam extends OptionalQueryParamDecoderMatcher[Int]("offset")

  def routes(projects: ProjectService, members: MembershipService): HttpRoutes[IO] =
    HttpRoutes.of[IO] {
      case GET -> Root / "projects" :? LimitParam(limit) +& OffsetParam(offset) =>
        projects
          .list(limit.getOrElse(20).min(100), offset.getOrElse(0))
          .flatMap(Ok(_))

      case req @ POST -> Root / "projects" =>
        for {
          body    <- req.as[NewProject]
          created <- projects.create(body)
          resp    <- Created(created)
        } yield resp

      case GET -> Root / "projects" / UUIDVar(id) =>
        projects.find(ProjectId(id)).flatMap {
          case Some(project) => Ok(project)
          case None          => NotFound()
        }

      case req @ PATCH -> Root / "projects" / UUIDVar(id) =>
        for {
          patch   <- req.as[ProjectPatch]
          updated <- projects.update(ProjectId(id), patch)
          resp    <- updated.fold(NotFound())(Ok(_))
        } yield resp

      case DELETE -> Root / "projects" / UUIDVar(id) =>
        projects.archive(ProjectId(id)) *> NoContent()

      case GET -> Root / "projects" / UUIDVar(id) / "members" =>
        members.list(ProjectId(id)).flatMap(Ok(_))

      case POST -> Root / "projects" / UUIDVar(id) / "members" / UUIDVar(userId) =>
        members.add(ProjectId(id), userId) *> NoContent()
    }
}
