package store

import (
	"context"
	"fmt"
	"sync/atomic"
	"time"
)

// The writer connection never checkpoints the WAL itself (wal_autocheckpoint is off on
// it): a checkpoint there would stall the usage commit it follows, and every call
// waiting on that commit, for two fsyncs. A goroutine of the store copies the WAL into
// the database file instead, from a reader connection, beside the writes.

// checkpointEvery is how often the WAL is copied into the database file.
const checkpointEvery = time.Second

// walRestartFrames is how long the WAL may grow when steady writes keep every passive
// checkpoint from finishing: past it, one checkpoint waits for the writer and starts
// the WAL over (truncating the file).
const walRestartFrames = 10000

type checkpointer struct {
	stop chan struct{}
	done chan struct{}
	runs atomic.Int64 // checkpoints that copied frames, for tests
}

func (s *Store) startCheckpoints() {
	s.ckpt = &checkpointer{stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(s.ckpt.done)
		t := time.NewTicker(checkpointEvery)
		defer t.Stop()
		for {
			select {
			case <-s.ckpt.stop:
				return
			case <-t.C:
				s.checkpoint()
			}
		}
	}()
}

// stopCheckpoints ends the goroutine; closing the last connection checkpoints the rest.
func (s *Store) stopCheckpoints() {
	if s.ckpt == nil {
		return
	}
	select {
	case <-s.ckpt.stop:
	default:
		close(s.ckpt.stop)
	}
	<-s.ckpt.done
}

// checkpoint copies what it can of the WAL into the database file without waiting for
// anyone. Errors are left for the next tick: a checkpoint never loses data.
func (s *Store) checkpoint() {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	frames, copied, err := s.checkpointMode(ctx, "PASSIVE")
	if err == nil && frames > walRestartFrames {
		_, copied, err = s.checkpointMode(ctx, "TRUNCATE")
	}
	if err == nil && copied > 0 {
		s.ckpt.runs.Add(1)
	}
}

func (s *Store) checkpointMode(ctx context.Context, mode string) (frames, copied int, err error) {
	var busy int
	err = s.read.QueryRowContext(ctx, "PRAGMA wal_checkpoint("+mode+")").Scan(&busy, &frames, &copied)
	if err != nil {
		return 0, 0, fmt.Errorf("checkpoint: %w", err)
	}
	return frames, copied, nil
}
