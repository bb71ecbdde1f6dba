use std::time::Duration;

use anyhow::Result;

pub struct OrdersClient {
    http: reqwest::Client,
    base_url: String,
}

impl OrdersClient {
    pub async fn get(&self, id: &str) -> Result<Order> {
        let order = self
            .http
            .get(format!("{}/orders/{}", self.base_url, id))
            .send()
            .await?
            .error_for_status()?
            .json()
            .await?;
        Ok(order)
    }
}
