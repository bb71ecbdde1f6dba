package com.northbank.kyc.config

import scala.concurrent.duration._

import com.typesafe.config.Config

/** Thresholds and timeouts for the onboarding KYC pipeline, read from the `kyc` config block. */
final case class KycSettings(
    documentMaxAge: FiniteDuration,
    minimumAgeYears: Int,
    livenessThreshold: Double,
    sanctionsMatchThreshold: Double,
    pepMatchThreshold: Double,
    providerTimeout: FiniteDuration,
    manualReviewQueue: String
) {
  require(minimumAgeYears >= 18, "minimum-age-years cannot be below 18")
  require(sanctionsMatchThreshold > 0.0 && sanctionsMatchThreshold <= 1.0, "sanctions-match-threshold must be in (0, 1]")
  require(pepMatchThreshold > 0.0 && pepMatchThreshold <= 1.0, "pep-match-threshold must be in (0, 1]")
}

object KycSettings {

  private def finite(config: Config, path: String): FiniteDuration =
    config.getDuration(path).toMillis.millis

  def fromConfig(config: Config): KycSettings = {
    val kyc = config.getConfig("kyc")
    KycSettings(
      documentMaxAge = finite(kyc, "document-max-age"),
      minimumAgeYears = kyc.getInt("minimum-age-years"),
      livenessThreshold = kyc.getDouble("liveness-threshold"),
      sanctionsMatchThreshold = kyc.getDouble("sanctions-match-threshold"),
      pepMatchThreshold = kyc.getDouble("pep-match-threshold"),
      providerTimeout = finite(kyc, "provider-timeout"),
      manualReviewQueue = kyc.getString("manual-review-queue")
    )
  }

  val Defaults: KycSettings = KycSettings(
    documentMaxAge = 90.days,
    minimumAgeYears = 18,
    livenessThreshold = 0.8,
    sanctionsMatchThreshold = 0.85,
    pepMatchThreshold = 0.9,
    providerTimeout = 5.seconds,
    manualReviewQueue = "kyc-manual-review"
  )
}
