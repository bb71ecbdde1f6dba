from django.db.models import Count
from rest_framework import viewsets
from rest_framework.decorators import action
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response

from .models import Order
from .permissions import IsOwner
from .serializers import OrderSerializer


class OrderViewSet(viewsets.ModelViewSet):
    permission_classes = [IsAuthenticated, IsOwner]
    serializer_class = OrderSerializer
    filterset_fields = ["status"]
    ordering = ["-created_at"]

    def get_queryset(self):
        return Order.objects.filter(customer=self.request.user).select_related("customer")

    def perform_create(self, serializer):
        serializer.save(customer=self.request.user)

    @action(detail=False, methods=["get"])
    def summary(self, request):
        counts = self.get_queryset().values("status").annotate(n=Count("id"))
        return Response({row["status"]: row["n"] for row in counts})

    @action(detail=True, methods=["post"])
    def cancel(self, request, pk=None):
        order = self.get_object()
        order.cancel()
        return Response(self.get_serializer(order).data)
