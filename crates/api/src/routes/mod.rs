//! The handlers, one module per resource.

pub mod admin;
pub mod content;
pub mod forms;
pub mod health;
pub mod places;
pub mod stores;
