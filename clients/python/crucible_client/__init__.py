"""A Python client for the Crucible platform (docs/python.md)."""

from .client import CHUNK, CRATE_METADATA, SETTLED, Client
from .errors import (
    CrucibleError,
    InvalidArguments,
    NotFound,
    NotSignedIn,
    PermissionDenied,
    QuotaExceeded,
    WaitTimeout,
    error_of,
)

__all__ = [
    "CHUNK",
    "CRATE_METADATA",
    "SETTLED",
    "Client",
    "CrucibleError",
    "InvalidArguments",
    "NotFound",
    "NotSignedIn",
    "PermissionDenied",
    "QuotaExceeded",
    "WaitTimeout",
    "error_of",
]
__version__ = "0.1.0"
