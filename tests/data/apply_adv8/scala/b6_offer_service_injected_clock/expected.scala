package com.homestead.offers

import java.time.{Clock, Instant}
import java.util.UUID

import scala.concurrent.{ExecutionContext, Future}

import com.homestead.listings.{Listing, ListingId, ListingRepository}
import com.homestead.offers.model._

final class OfferService(
    listings: ListingRepository,
    offers: OfferRepository,
    notifier: OfferNotifier,
    clock: Clock = Clock.systemUTC()
)(implicit ec: ExecutionContext) {

  def submit(
      listingId: ListingId,
      buyer: BuyerId,
      amount: BigDecimal,
      expiresAt: Option[Instant]
  ): Future[Either[OfferError, Offer]] =
    listings.find(listingId).flatMap {
      case None =>
        Future.successful(Left(OfferError.ListingNotFound(listingId)))
      case Some(listing) if !listing.acceptingOffers =>
        Future.successful(Left(OfferError.ListingClosed(listingId)))
      case Some(listing) if amount < listing.minimumOffer =>
        Future.successful(Left(OfferError.BelowMinimum(listing.minimumOffer)))
      case Some(listing) =>
        val offer = Offer(
          id = OfferId(UUID.randomUUID()),
          listingId = listingId,
          buyer = buyer,
          amount = amount,
          status = OfferStatus.Pending,
          submittedAt = Instant.now(clock),
          expiresAt = expiresAt
        )
        for {
          saved <- offers.insert(offer)
          _ <- notifier.offerReceived(listing, saved)
        } yield Right(saved)
    }

  def withdraw(offerId: OfferId, buyer: BuyerId): Future[Either[OfferError, Offer]] =
    offers.find(offerId).flatMap {
      case Some(offer) if offer.buyer == buyer && offer.status == OfferStatus.Pending =>
        offers.updateStatus(offerId, OfferStatus.Withdrawn).map(Right(_))
      case Some(_) =>
        Future.successful(Left(OfferError.NotWithdrawable(offerId)))
      case None =>
        Future.successful(Left(OfferError.OfferNotFound(offerId)))
    }

  def highestFor(listing: Listing): Future[Option[Offer]] =
    offers.forListing(listing.id).map { all =>
      all.filter(_.status == OfferStatus.Pending).maxByOption(_.amount)
    }
}
