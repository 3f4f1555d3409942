"""Errors of the platform's envelope (`{"Error": {"Type", "Value", "Meta"}}`) as Python exceptions.

Every error carries the catalogue's `type` (for instance ``DBDataNotExist``); the common kinds have
their own subclasses so that a script can catch what it can handle.
"""

from __future__ import annotations

from typing import Any, Dict, Optional


class CrucibleError(Exception):
    """An error answered by the platform: `type` is the catalogue's Error.Type."""

    def __init__(self, type: str, value: Optional[str] = None, meta: Optional[Dict[str, Any]] = None, status: Optional[int] = None):
        super().__init__(f"{type}: {value}" if value else type)
        self.type = type
        self.value = value
        self.meta: Dict[str, Any] = meta or {}
        self.status = status


class NotSignedIn(CrucibleError):
    """The token is unknown, revoked or expired, or the call needs a signed-in user."""


class PermissionDenied(CrucibleError):
    """The token may not do this (a read-only token submitting, say)."""


class NotFound(CrucibleError):
    """No such job, task, output or file that this token can see (another user's id answers the same)."""


class InvalidArguments(CrucibleError):
    """A parameter is missing, unknown or of the wrong type; `value` names it."""


class QuotaExceeded(CrucibleError):
    """A storage, running-job or token limit of the account stops the call."""


class WaitTimeout(CrucibleError):
    """`Client.wait` gave up before the job settled (raised by this client, not by the platform)."""


_KINDS = {
    "DBUserNoLogin": NotSignedIn,
    "DBSessionExpired": NotSignedIn,
    "ServerNoLogin": NotSignedIn,
    "UserLoginServiceAuthTokenInvalid": NotSignedIn,
    "DBPermDenied": PermissionDenied,
    "DBDataNotExist": NotFound,
    "JobTaskArgsError": InvalidArguments,
    "ServerInvalidParameter": InvalidArguments,
}


def error_of(type: str, value: Optional[str] = None, meta: Optional[Dict[str, Any]] = None, status: Optional[int] = None) -> CrucibleError:
    """The exception for an envelope's Error.Type."""
    kind = _KINDS.get(type)
    if kind is None and type.startswith("UserResource") and type.endswith("Over"):
        kind = QuotaExceeded
    return (kind or CrucibleError)(type, value, meta, status)
