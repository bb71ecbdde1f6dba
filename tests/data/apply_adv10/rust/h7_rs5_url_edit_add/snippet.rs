    pub async fn get(&self, id: &str) -> Result<Order> {
        let order = self
            .http
            .get(format!("{}/v2/orders/{}", self.base_url, id))
            .bearer_auth(&self.token)
            // ... existing code ...
