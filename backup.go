package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	iofs "io/fs"
	"os"
	"path/filepath"

	"larder/store"
)

// cmdBackup writes a consistent copy of the database, live or not, to --to. An
// existing file is kept unless --force says to replace it; the copy is written beside
// it and renamed into place, so FILE is never a half-written backup.
func cmdBackup(ctx context.Context, args []string, getenv env, stdout, stderr io.Writer) error {
	var cfg config
	var to string
	var force bool
	fs := newFlagSet("backup", "backup --to FILE [--force] [--db FILE]", stderr)
	commonFlags(fs, &cfg, getenv, true)
	fs.StringVar(&to, "to", "", "file to write the copy to")
	fs.BoolVar(&force, "force", false, "replace FILE if it exists")
	if pos, err := parseArgs(fs, args); err != nil {
		return err
	} else if len(pos) > 0 {
		return usagef("backup takes no arguments, got %q; use --to FILE", pos)
	}
	if store.IsPostgres(cfg.DB) {
		return fmt.Errorf("backup %s: %w", store.Redact(cfg.DB), store.ErrBackupPostgres)
	}
	if to == "" {
		return usagef("backup needs --to FILE")
	}
	if same, _ := sameFile(to, cfg.DB); same {
		return usagef("--to %s is the database itself", to)
	}
	if _, err := os.Stat(to); err == nil && !force {
		return fmt.Errorf("%s already exists; pass --force to replace it", to)
	} else if err != nil && !errors.Is(err, iofs.ErrNotExist) {
		return err
	}
	if _, err := os.Stat(cfg.DB); err != nil {
		return fmt.Errorf("no database at %s: %w", cfg.DB, err)
	}
	st, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer st.Close()
	tmp := filepath.Join(filepath.Dir(to), "."+filepath.Base(to)+".tmp-"+randomSuffix())
	if err := st.Backup(ctx, tmp); err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Rename(tmp, to); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("back up: %w", err)
	}
	info, err := os.Stat(to)
	if err != nil {
		return err
	}
	return printResult(stdout, cfg.JSON, map[string]any{"database": cfg.DB, "backup": to, "bytes": info.Size()},
		fmt.Sprintf("backed up %s to %s (%d bytes)\n", cfg.DB, to, info.Size()))
}

func sameFile(a, b string) (bool, error) {
	ia, err := os.Stat(a)
	if err != nil {
		return false, err
	}
	ib, err := os.Stat(b)
	if err != nil {
		return false, err
	}
	return os.SameFile(ia, ib), nil
}

func randomSuffix() string {
	b := make([]byte, 6)
	rand.Read(b)
	return hex.EncodeToString(b)
}
