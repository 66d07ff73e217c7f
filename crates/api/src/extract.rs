//! The JSON body extractor: content type, size limit, a non-object body and parse errors all give
//! Strapi error bodies.

use axum::extract::{FromRequest, Request};
use axum::http::{StatusCode, header};
use serde::de::DeserializeOwned;

use crate::error::{ApiError, bad_request};

/// Largest JSON body, in bytes.
pub const MAX_BODY: usize = 64 * 1024;

/// A JSON request body of at most 64 KiB.
pub struct JsonBody<T>(pub T);

/// Reads a JSON body of at most `limit` bytes into `T`.
pub async fn read_json<T: DeserializeOwned>(req: Request, limit: usize) -> Result<T, ApiError> {
    let content_type = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    let mime = content_type
        .split(';')
        .next()
        .unwrap_or_default()
        .trim()
        .to_ascii_lowercase();
    if mime != "application/json" && !mime.ends_with("+json") {
        return Err(bad_request("Content-Type must be application/json"));
    }
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok()?.parse::<usize>().ok());
    if declared.is_some_and(|len| len > limit) {
        return Err(too_large(limit));
    }
    let bytes = axum::body::to_bytes(req.into_body(), limit)
        .await
        .map_err(|_| too_large(limit))?;
    // Every body of this API is a JSON object; serde would also read a struct from an array (by
    // position), so `[]` would pass as an empty request.
    if bytes.iter().find(|b| !b.is_ascii_whitespace()) != Some(&b'{') {
        return Err(bad_request(
            "Malformed JSON body: the body must be a JSON object",
        ));
    }
    let mut body: serde_json::Value = serde_json::from_slice(&bytes)
        .map_err(|e| bad_request(format!("Malformed JSON body: {e}")))?;
    whole_numbers_as_integers(&mut body);
    serde_json::from_value(body).map_err(|e| bad_request(format!("Malformed JSON body: {e}")))
}

/// `12.0` is the integer 12, as JSON Schema counts it (an `integer` member may be sent either way,
/// and some clients write every number with a point); serde would refuse it where it reads an
/// integer.
pub(crate) fn whole_numbers_as_integers(value: &mut serde_json::Value) {
    use serde_json::Value;
    match value {
        Value::Number(n) => {
            if let Some(f) = n
                .as_f64()
                .filter(|f| n.is_f64() && f.fract() == 0.0 && f.abs() < 9e15)
            {
                *value = Value::from(f as i64);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(whole_numbers_as_integers),
        Value::Object(members) => members.values_mut().for_each(whole_numbers_as_integers),
        _ => {}
    }
}

fn too_large(limit: usize) -> ApiError {
    ApiError::new(
        StatusCode::PAYLOAD_TOO_LARGE,
        format!(
            "The request body is too large: at most {} KiB",
            limit / 1024
        ),
    )
}

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for JsonBody<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, _state: &S) -> Result<Self, Self::Rejection> {
        read_json(req, MAX_BODY).await.map(JsonBody)
    }
}

/// `#[serde(default, deserialize_with = "object")]` on an optional member whose type is a struct:
/// the member must be a JSON object (or null). Serde would also read a struct from an array, by
/// position, so `"pagination": [null, null]` would pass as an empty object where the schema says
/// `object`.
pub fn object<'de, D, T>(deserializer: D) -> Result<Option<T>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: DeserializeOwned,
{
    use serde::Deserialize;
    use serde::de::Error;
    Option::<serde_json::Map<String, serde_json::Value>>::deserialize(deserializer)?
        .map(|members| T::deserialize(serde_json::Value::Object(members)).map_err(D::Error::custom))
        .transpose()
}
