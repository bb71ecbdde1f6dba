@pytest.mark.parametrize(
    "payload",
    [
        {"name": "lamp", "price": -1},
        {"name": "", "price": 10},
        {"price": 10},
    ],
)
def test_create_item_rejects_bad_payload(client, payload):
    response = client.post("/items", json=payload)
    assert response.status_code == 422
