//go:build linux || darwin || freebsd || openbsd || netbsd || dragonfly

package main

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
)

// lockDatabase takes <db>.lock for this process, so a second serve on the same
// database is refused at start: two servers would each enforce the limits alone. The
// lock is the kernel's (flock), so it goes away with the process, even after kill -9;
// the file stays and holds the holder's pid for the message.
func lockDatabase(db string) (unlock func(), err error) {
	path := db + ".lock"
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, fmt.Errorf("lock the database: %w", err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		holder, _ := os.ReadFile(path)
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			pid := strings.TrimSpace(string(holder))
			if pid == "" {
				pid = "unknown"
			}
			return nil, fmt.Errorf("another larder serve (pid %s) is already using %s; stop it first, or give this one its own --db "+
				"(two servers on one database would each enforce the limits alone)", pid, db)
		}
		return nil, fmt.Errorf("lock the database: %w", err)
	}
	f.Truncate(0)
	f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0)
	return func() { f.Close() }, nil
}
