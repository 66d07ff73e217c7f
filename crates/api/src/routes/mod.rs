//! The handlers, one module per resource.

pub mod accounts;
pub mod admin;
pub mod console;
pub mod content;
pub mod forms;
pub mod health;
pub mod imports;
pub mod people;
pub mod places;
pub mod review;
pub mod stores;
