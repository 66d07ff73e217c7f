//! `antiques user add|list|disable|enable|reset-password`: the accounts of the editorial console.
//! There is no default account and no default password: the first admin is made here.

use std::io::{BufRead, IsTerminal};

use antiques_storage::{Db, Role};
use anyhow::{Context, bail};
use clap::{Args, Subcommand};

/// Options of `user`.
#[derive(Debug, Args)]
pub struct UserArgs {
    #[command(subcommand)]
    command: UserCommand,
}

#[derive(Debug, Subcommand)]
enum UserCommand {
    /// Add an account. The password is read from standard input (one line), or generated and
    /// printed once when standard input is a terminal or `--generate-password` is given.
    Add {
        /// The account's e-mail address (its sign-in name).
        email: String,
        /// `editor` (content and review queues) or `admin` (also accounts, imports, deleting signups).
        #[arg(long, value_parser = parse_role)]
        role: Role,
        /// Generate a random password and print it once.
        #[arg(long)]
        generate_password: bool,
    },
    /// List the accounts.
    List,
    /// Disable an account: it cannot sign in and its sessions end at once.
    Disable {
        /// The account's e-mail address.
        email: String,
    },
    /// Enable a disabled account again.
    Enable {
        /// The account's e-mail address.
        email: String,
    },
    /// Set a new password (read from standard input, or generated) and end the account's sessions.
    ResetPassword {
        /// The account's e-mail address.
        email: String,
        /// Generate a random password and print it once.
        #[arg(long)]
        generate_password: bool,
    },
}

fn parse_role(s: &str) -> Result<Role, String> {
    Role::parse(s).ok_or_else(|| format!("{s:?} is not a role: editor or admin"))
}

/// A password from standard input, or a generated one (printed once) when asked or when standard
/// input is a terminal (a typed password would show on the screen).
fn new_password(generate: bool) -> anyhow::Result<(String, bool)> {
    if generate || std::io::stdin().is_terminal() {
        // 24 characters from a 32-byte random token: well over the minimum, easy to copy.
        let token = antiques_storage::new_token();
        return Ok((token[..24].to_string(), true));
    }
    let mut line = String::new();
    std::io::stdin()
        .lock()
        .read_line(&mut line)
        .context("cannot read the password from standard input")?;
    let password = line.trim_end_matches(['\r', '\n']).to_string();
    if let Some(problem) = antiques_storage::password_problem(&password) {
        bail!("{problem}");
    }
    Ok((password, false))
}

async fn hash(password: String) -> anyhow::Result<String> {
    Ok(tokio::task::spawn_blocking(move || antiques_storage::hash_password(&password)).await??)
}

/// Runs a `user` subcommand.
pub async fn run(db: &Db, args: UserArgs) -> anyhow::Result<()> {
    match args.command {
        UserCommand::Add {
            email,
            role,
            generate_password,
        } => {
            let (password, generated) = new_password(generate_password)?;
            let user = db
                .add_user(&email, role, &hash(password.clone()).await?)
                .await?;
            println!("added {} ({})", user.email, user.role.as_str());
            if generated {
                println!("password (shown only now): {password}");
            }
        }
        UserCommand::List => {
            let users = db.users().await?;
            if users.is_empty() {
                println!(
                    "no accounts; add the first admin with: antiques user add EMAIL --role admin"
                );
            }
            for u in users {
                println!(
                    "{}\t{}\t{}\tlast sign-in {}",
                    u.email,
                    u.role.as_str(),
                    if u.disabled { "disabled" } else { "active" },
                    u.last_login_at.map_or("never".to_string(), |t| t
                        .format("%Y-%m-%d %H:%M UTC")
                        .to_string())
                );
            }
        }
        UserCommand::Disable { email } => {
            let user = db.set_user_disabled(&email, true).await?;
            println!("disabled {}; its sessions have ended", user.email);
        }
        UserCommand::Enable { email } => {
            let user = db.set_user_disabled(&email, false).await?;
            println!("enabled {}", user.email);
        }
        UserCommand::ResetPassword {
            email,
            generate_password,
        } => {
            db.user(&email)
                .await
                .with_context(|| format!("no account for {email}"))?;
            let (password, generated) = new_password(generate_password)?;
            let user = db
                .set_password(&email, &hash(password.clone()).await?)
                .await?;
            println!(
                "new password set for {}; its sessions have ended",
                user.email
            );
            if generated {
                println!("password (shown only now): {password}");
            }
        }
    }
    Ok(())
}
