//! The content service's process runs without transparent huge pages: mimalloc commits its arenas
//! at once, and 2 MB pages made a few KB in use cost 2 MB of resident memory (~24 MB of a 110 MB
//! service with the demo catalogue). Linux reports the setting in `/proc/PID/status`.

#![cfg(target_os = "linux")]

mod support;

use std::process::Stdio;
use std::time::{Duration, Instant};

use support::{TestDb, antiques};

/// The `THP_enabled` line of a process's status once the process has turned it off (or at the
/// deadline); none when the kernel does not report it.
fn thp_enabled(pid: u32, until: Instant) -> Option<String> {
    loop {
        let status =
            std::fs::read_to_string(format!("/proc/{pid}/status")).expect("the service runs");
        let line = status
            .lines()
            .find(|line| line.starts_with("THP_enabled:"))?
            .to_owned();
        if line.ends_with('0') || Instant::now() > until {
            return Some(line);
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn serve_turns_transparent_huge_pages_off() {
    let db = TestDb::sqlite();
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut child = antiques(&db)
        .arg("serve")
        .env("CONTENT_PORT", port.to_string())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("start antiques serve");
    let line = thp_enabled(child.id(), Instant::now() + Duration::from_secs(10));
    let _ = child.kill();
    let _ = child.wait();
    match line {
        Some(line) => assert!(line.split_whitespace().eq(["THP_enabled:", "0"]), "{line}"),
        // Kernels before 6.2 do not report the setting: nothing to check there.
        None => eprintln!("this kernel does not report THP_enabled; not checked"),
    }
}
