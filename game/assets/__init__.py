"""Generated and fetched assets shipped with the client (see tools/ and each LICENSE.md)."""
