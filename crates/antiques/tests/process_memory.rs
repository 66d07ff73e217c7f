//! The content service's process runs without transparent huge pages: mimalloc commits its arenas
//! at once, and 2 MB pages made a few KB in use cost 2 MB of resident memory (~22 MB of a 131 MB
//! service with the demo catalogue). Linux reports the setting in `/proc/PID/status`.

#![cfg(target_os = "linux")]

mod support;

use std::process::Stdio;
use std::time::{Duration, Instant};

use support::{TestDb, antiques};

/// The value of the `THP_enabled` line of a process's status, if this kernel reports it.
fn thp_enabled(pid: &str) -> Option<String> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status
        .lines()
        .find(|line| line.starts_with("THP_enabled:"))?;
    Some(line["THP_enabled:".len()..].trim().to_owned())
}

#[test]
fn serve_turns_transparent_huge_pages_off() {
    // Kernels before 6.2 do not report the setting: nothing to check there.
    if thp_enabled("self").is_none() {
        eprintln!("this kernel does not report THP_enabled; not checked");
        return;
    }
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
    let pid = child.id().to_string();
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut seen = None;
    while Instant::now() < deadline {
        assert!(
            child.try_wait().unwrap().is_none(),
            "antiques serve stopped"
        );
        seen = thp_enabled(&pid);
        if seen.as_deref() == Some("0") {
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = child.kill();
    let _ = child.wait();
    assert_eq!(seen.as_deref(), Some("0"), "THP_enabled of antiques serve");
}
