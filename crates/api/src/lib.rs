//! HTTP API.
