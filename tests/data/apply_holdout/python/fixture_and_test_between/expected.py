import pytest
from fastapi.testclient import TestClient

from app.main import create_app
from app.db import reset_database


@pytest.fixture
def client():
    reset_database()
    return TestClient(create_app())


@pytest.fixture
def seeded_client(client):
    client.post("/items", json={"name": "lamp", "price": 30})
    return client


def test_health(client):
    response = client.get("/health")
    assert response.status_code == 200
    assert response.json() == {"status": "ok"}


def test_create_item(client):
    response = client.post("/items", json={"name": "lamp", "price": 30})
    assert response.status_code == 201
    assert response.json()["name"] == "lamp"


def test_create_item_rejects_negative_price(client):
    response = client.post("/items", json={"name": "lamp", "price": -1})
    assert response.status_code == 422


def test_get_missing_item(client):
    response = client.get("/items/999")
    assert response.status_code == 404


def test_get_item(seeded_client):
    response = seeded_client.get("/items/1")
    assert response.json()["price"] == 30


def test_list_items(client):
    client.post("/items", json={"name": "lamp", "price": 30})
    client.post("/items", json={"name": "desk", "price": 120})
    response = client.get("/items")
    assert [item["name"] for item in response.json()] == ["lamp", "desk"]
