from http import HTTPStatus

import pytest
from django.core import mail
from django.urls import reverse

from orders.models import Order
from orders.tests.factories import OrderFactory, UserFactory


@pytest.fixture
def staff(db):
    return UserFactory(is_staff=True)


@pytest.fixture
def customer(db):
    return UserFactory()


def test_export_requires_staff(client, customer):
    client.force_login(customer)
    resp = client.get(reverse("orders:export"))
    assert resp.status_code == 403


def test_export_lists_paid_orders(client, staff):
    OrderFactory.create_batch(3, status=Order.Status.PAID)
    OrderFactory(status=Order.Status.CANCELLED)
    client.force_login(staff)
    resp = client.get(reverse("orders:export"))
    assert resp.status_code == 200
    assert resp["Content-Type"] == "text/csv"
    assert len(resp.content.decode().splitlines()) == 4


def test_cancel_sends_mail(client, customer):
    order = OrderFactory(customer=customer, status=Order.Status.PAID)
    client.force_login(customer)
    client.post(reverse("orders:cancel", args=[order.pk]))
    order.refresh_from_db()
    assert order.status == Order.Status.CANCELLED
    assert len(mail.outbox) == 1
    assert order.number in mail.outbox[0].subject
