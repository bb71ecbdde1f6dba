@pytest.fixture
def client():
    reset_database()
    return TestClient(create_app())


@pytest.fixture
def seeded_client(client):
    client.post("/items", json={"name": "lamp", "price": 30})
    return client


# ... existing code ...


def test_get_missing_item(client):
    response = client.get("/items/999")
    assert response.status_code == 404


def test_get_item(seeded_client):
    response = seeded_client.get("/items/1")
    assert response.json()["price"] == 30


def test_list_items(client):
    # ... existing code ...
