from __future__ import annotations

import logging
import mimetypes
from typing import Iterator

import boto3
from botocore.exceptions import ClientError

log = logging.getLogger(__name__)


class StorageError(Exception):
    pass


class S3Storage:
    def __init__(self, bucket: str, *, prefix: str = "", region: str = "eu-west-1", public_url: str | None = None):
        self.bucket = bucket
        self.prefix = prefix.strip("/")
        self.public_url = public_url or f"https://{bucket}.s3.{region}.amazonaws.com"
        self.client = boto3.client("s3", region_name=region)

    def _key(self, key: str) -> str:
        key = key.lstrip("/")
        return f"{self.prefix}/{key}" if self.prefix else key

    def url_for(self, key: str) -> str:
        return f"{self.public_url}/{self._key(key)}"

    def upload(self, key: str, data: bytes, *, content_type: str | None = None) -> str:
        content_type = content_type or mimetypes.guess_type(key)[0] or "application/octet-stream"
        try:
            self.client.put_object(
                Bucket=self.bucket,
                Key=self._key(key),
                Body=data,
                ContentType=content_type,
            )
        except ClientError as exc:
            raise StorageError(f"upload of {key} failed") from exc
        log.debug("Uploaded %s (%d bytes)", key, len(data))
        return self.url_for(key)

    def put_legacy(self, key: str, data: bytes) -> str:
        # Old API kept for the v1 importer; always public-read, no content type.
        try:
            self.client.put_object(Bucket=self.bucket, Key=self._key(key), Body=data, ACL="public-read")
        except ClientError as exc:
            raise StorageError(f"legacy upload of {key} failed") from exc
        return self.url_for(key)

    def download(self, key: str) -> bytes:
        try:
            response = self.client.get_object(Bucket=self.bucket, Key=self._key(key))
        except ClientError as exc:
            raise StorageError(f"download of {key} failed") from exc
        return response["Body"].read()

    def exists(self, key: str) -> bool:
        try:
            self.client.head_object(Bucket=self.bucket, Key=self._key(key))
        except ClientError as exc:
            if exc.response["Error"]["Code"] in ("404", "NoSuchKey"):
                return False
            raise StorageError(f"head of {key} failed") from exc
        return True

    def delete(self, key: str) -> None:
        try:
            self.client.delete_object(Bucket=self.bucket, Key=self._key(key))
        except ClientError as exc:
            raise StorageError(f"delete of {key} failed") from exc

    def list(self, prefix: str = "") -> Iterator[str]:
        paginator = self.client.get_paginator("list_objects_v2")
        for page in paginator.paginate(Bucket=self.bucket, Prefix=self._key(prefix)):
            for obj in page.get("Contents", []):
                yield obj["Key"]
