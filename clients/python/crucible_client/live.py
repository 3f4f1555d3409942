"""Live updates without extra packages: a small WebSocket client (RFC 6455) speaking graphql-ws.

The platform sends live updates (a running task's log lines, job changes) as GraphQL subscriptions
over a WebSocket on /graphql, protocol `graphql-transport-ws`, with the API token in the
`connection_init` payload. `requests` has no WebSocket, so this module talks it over the standard
library's socket and ssl; `Client.follow_logs` uses it.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import select
import socket
import ssl
import struct
from typing import Any, Dict, Iterator, Optional, Tuple
from urllib.parse import urlsplit

from .errors import CrucibleError, error_of

_GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
_PROTOCOL = "graphql-transport-ws"


class Idle(Exception):
    """Nothing came over the socket for the idle time (not an error: the caller checks and waits on)."""


class SocketClosed(ConnectionError):
    """The WebSocket closed before the subscription completed (the gateway restarting, the network)."""

    def __init__(self, code: Optional[int], reason: str):
        super().__init__(f"the live connection closed ({code or 'no code'}{' ' + reason if reason else ''})")
        self.code = code
        self.reason = reason


class WebSocket:
    """One client WebSocket: text messages in and out, pings answered, closes reported."""

    def __init__(self, url: str, headers: Dict[str, str], timeout: float):
        parts = urlsplit(url)
        secure = parts.scheme in ("https", "wss")
        host = parts.hostname or "localhost"
        port = parts.port or (443 if secure else 80)
        self.timeout = timeout
        raw = socket.create_connection((host, port), timeout=timeout)
        self.sock: socket.socket = ssl.create_default_context().wrap_socket(raw, server_hostname=host) if secure else raw
        self.buffer = b""
        key = base64.b64encode(os.urandom(16)).decode("ascii")
        path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        lines = [
            f"GET {path} HTTP/1.1",
            f"Host: {parts.netloc}",
            "Upgrade: websocket",
            "Connection: Upgrade",
            f"Sec-WebSocket-Key: {key}",
            "Sec-WebSocket-Version: 13",
            f"Sec-WebSocket-Protocol: {_PROTOCOL}",
            *[f"{name}: {value}" for name, value in headers.items()],
        ]
        self.sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1"))
        while b"\r\n\r\n" not in self.buffer:
            self._fill()
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        status, *fields = head.decode("latin-1").split("\r\n")
        answered = {name.strip().lower(): value.strip() for name, _, value in (f.partition(":") for f in fields)}
        if " 101 " not in status + " ":
            raise CrucibleError("ServerInternalError", f"{url}: the WebSocket upgrade was answered {status}")
        accept = base64.b64encode(hashlib.sha1((key + _GUID).encode("ascii")).digest()).decode("ascii")
        if answered.get("sec-websocket-accept") != accept:
            raise CrucibleError("ServerInternalError", f"{url}: the WebSocket upgrade's accept key is wrong")

    def _fill(self) -> None:
        block = self.sock.recv(65536)
        if not block:
            raise SocketClosed(None, "the connection ended")
        self.buffer += block

    def _take(self, n: int) -> bytes:
        while len(self.buffer) < n:
            self._fill()
        taken, self.buffer = self.buffer[:n], self.buffer[n:]
        return taken

    def _frame(self, opcode: int, payload: bytes) -> None:
        mask = os.urandom(4)
        length = len(payload)
        if length < 126:
            header = struct.pack("!BB", 0x80 | opcode, 0x80 | length)
        elif length < 65536:
            header = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, length)
        else:
            header = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, length)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(header + mask + masked)

    def send(self, message: Dict[str, Any]) -> None:
        self._frame(0x1, json.dumps(message).encode("utf-8"))

    def _read_frame(self) -> Tuple[bool, int, bytes]:
        first, second = self._take(2)
        length = second & 0x7F
        if length == 126:
            (length,) = struct.unpack("!H", self._take(2))
        elif length == 127:
            (length,) = struct.unpack("!Q", self._take(8))
        mask = self._take(4) if second & 0x80 else b""
        payload = self._take(length)
        if mask:
            payload = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        return bool(first & 0x80), first & 0x0F, payload

    def receive(self, idle: float) -> Dict[str, Any]:
        """The next message as JSON; raises `Idle` when nothing starts coming within `idle` seconds."""
        pending = isinstance(self.sock, ssl.SSLSocket) and self.sock.pending() > 0
        if not self.buffer and not pending:
            ready, _, _ = select.select([self.sock], [], [], idle)
            if not ready:
                raise Idle()
        message = b""
        while True:
            final, opcode, payload = self._read_frame()
            if opcode == 0x8:
                code = struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else None
                raise SocketClosed(code, payload[2:].decode("utf-8", "replace"))
            if opcode == 0x9:
                self._frame(0xA, payload)
                continue
            if opcode == 0xA:
                continue
            message += payload
            if final:
                return json.loads(message.decode("utf-8"))

    def close(self) -> None:
        try:
            self._frame(0x8, struct.pack("!H", 1000))
        except OSError:
            pass
        try:
            self.sock.close()
        except OSError:
            pass


def subscribe(
    url: str,
    token: str,
    query: str,
    variables: Dict[str, Any],
    *,
    timeout: float,
    idle: float,
) -> Iterator[Optional[Dict[str, Any]]]:
    """Runs one GraphQL subscription: yields each result's `data`, and None after every `idle`
    seconds without one (so the caller can look at other things); returns when the server completes
    it. A GraphQL error raises its `extensions.code` as a `CrucibleError`; a lost connection raises
    `SocketClosed` or an `OSError`."""
    address = url.replace("https://", "wss://", 1).replace("http://", "ws://", 1) + "/graphql"
    ws = WebSocket(address, {}, timeout)
    try:
        ws.send({"type": "connection_init", "payload": {"authorization": f"Bearer {token}"}})
        while True:
            try:
                message = ws.receive(timeout)
            except Idle:
                raise SocketClosed(None, "no connection_ack")
            if message.get("type") == "connection_ack":
                break
            if message.get("type") == "ping":
                ws.send({"type": "pong"})
        ws.send({"id": "1", "type": "subscribe", "payload": {"query": query, "variables": variables}})
        while True:
            try:
                message = ws.receive(idle)
            except Idle:
                yield None
                continue
            kind = message.get("type")
            if kind == "ping":
                ws.send({"type": "pong"})
            elif kind == "next":
                payload = message.get("payload") or {}
                errors = payload.get("errors") or []
                if errors:
                    raise _graphql_error(errors)
                yield payload.get("data") or {}
            elif kind == "error":
                raise _graphql_error(message.get("payload") or [])
            elif kind == "complete":
                return
    finally:
        ws.close()


def _graphql_error(errors: Any) -> CrucibleError:
    first = errors[0] if isinstance(errors, list) and errors else {}
    extensions = first.get("extensions") or {}
    return error_of(extensions.get("code") or "ServerInternalError", extensions.get("value") or first.get("message"), extensions, None)
