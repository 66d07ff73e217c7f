//! The storage error type.

/// What can go wrong talking to the database.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The URL names no backend we support.
    #[error("unsupported database URL {0:?}: expected `sqlite:...` or `postgres://...`")]
    UnsupportedUrl(String),
    /// The row asked for does not exist.
    #[error("not found")]
    NotFound,
    /// The write would break a uniqueness rule (e.g. a slug taken by another store).
    #[error("conflict: {0}")]
    Conflict(String),
    /// A value the rules refuse (a short password, an address that is not one).
    #[error("{0}")]
    Invalid(String),
    /// The record changed since the version the writer read (another editor saved it first).
    #[error("changed since it was read: {0}")]
    Stale(String),
    /// The directory of a SQLite file could not be created.
    #[error("cannot create directory {path}: {source}")]
    CreateDir {
        /// The directory.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// A JSON column could not be read or written.
    #[error("malformed JSON column: {0}")]
    Json(#[from] serde_json::Error),
    /// Anything the driver reports.
    #[error("database error: {0}")]
    Database(sqlx::Error),
}

impl Error {
    /// Whether the database cannot take the request now (down, unreachable, pool exhausted, its
    /// disk full, read-only, locked too long, the connection dropped): a condition of the machine the
    /// API reports as 503, to be tried again, rather than as a failure of ours.
    pub fn is_unavailable(&self) -> bool {
        match self {
            Error::Database(
                sqlx::Error::PoolTimedOut
                | sqlx::Error::PoolClosed
                | sqlx::Error::Io(_)
                | sqlx::Error::Tls(_),
            ) => true,
            Error::Database(sqlx::Error::Database(e)) => {
                e.code().is_some_and(|c| unavailable_code(&c))
            }
            _ => false,
        }
    }

    /// Whether the connection the statement ran on was lost (the server ended it, the network
    /// dropped it): a statement that changes nothing when repeated may be tried again on another.
    pub fn is_dropped_connection(&self) -> bool {
        match self {
            Error::Database(sqlx::Error::Io(_)) => true,
            Error::Database(sqlx::Error::Database(e)) => e.code().is_some_and(|c| {
                c.starts_with("08") || matches!(c.as_ref(), "57P01" | "57P02" | "57P03")
            }),
            _ => false,
        }
    }
}

/// SQLite result codes (the primary code, the low byte of an extended one) and PostgreSQL SQLSTATEs
/// that say the database cannot take a request now, rather than that the request is wrong.
fn unavailable_code(code: &str) -> bool {
    if let Ok(sqlite) = code.parse::<i32>() {
        // BUSY, LOCKED (after the busy timeout), READONLY, IOERR, FULL, CANTOPEN.
        return matches!(sqlite & 0xff, 5 | 6 | 8 | 10 | 13 | 14);
    }
    // Connection exceptions, the server shutting down, insufficient resources (disk full, out of
    // memory, too many connections), a read-only transaction (a standby, or a database set so).
    code.starts_with("08") || code.starts_with("57P") || code.starts_with("53") || code == "25006"
}

impl From<sqlx::Error> for Error {
    fn from(e: sqlx::Error) -> Self {
        match e {
            sqlx::Error::RowNotFound => Error::NotFound,
            sqlx::Error::Database(ref d) if d.is_unique_violation() => {
                Error::Conflict(d.message().to_string())
            }
            // A write naming a row another writer deleted after it was read (a report about a
            // store deleted meanwhile): the row is gone, as a read of it would have said.
            sqlx::Error::Database(ref d) if d.is_foreign_key_violation() => Error::NotFound,
            e => Error::Database(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Error;

    #[test]
    fn unreachable_database_is_unavailable_not_a_bug() {
        assert!(Error::from(sqlx::Error::PoolTimedOut).is_unavailable());
        let io = std::io::Error::new(std::io::ErrorKind::ConnectionRefused, "refused");
        assert!(Error::from(sqlx::Error::Io(io)).is_unavailable());
        assert!(!Error::from(sqlx::Error::RowNotFound).is_unavailable());
        assert!(!Error::from(sqlx::Error::Protocol("bad".into())).is_unavailable());
    }
}
