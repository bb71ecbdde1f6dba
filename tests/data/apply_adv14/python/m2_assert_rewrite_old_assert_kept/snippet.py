# ... existing code ...


def test_export_requires_staff(client, customer):
    client.force_login(customer)
    resp = client.get(reverse("orders:export"))
    assert resp.status_code == HTTPStatus.FORBIDDEN


# ... existing code ...
