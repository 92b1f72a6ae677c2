package api

import (
	"context"
	"errors"
	"fmt"
	neturl "net/url"
	"strconv"
	"sync"
	"time"

	"github.com/go-chi/httprate"
	"github.com/redis/go-redis/v9"
)

// RedisCounter keeps the per-minute windows in Redis, so every replica pointed at the
// same Redis counts a client's calls against one limit. It is httprate's LimitCounter
// (one key per client and window, as httprate's local counter keeps them), and it adds
// take: the check and the increment in one script that Redis runs atomically, because
// httprate reads then increments in two steps, serialised only inside one process.
type RedisCounter struct {
	client *redis.Client
	prefix string
	window time.Duration
	now    func() time.Time // the windows' clock; tests set it
}

var _ httprate.LimitCounter = (*RedisCounter)(nil)

// DefaultRedisPrefix starts the keys of the minute windows in Redis.
const DefaultRedisPrefix = "larder:minute"

// NewRedisCounter connects to the Redis at url (redis://, rediss:// or unix://, as
// go-redis reads them) and pings it, so a wrong address fails at start. Keys start
// with prefix; installations sharing one Redis use different prefixes or database
// numbers.
func NewRedisCounter(ctx context.Context, url, prefix string) (*RedisCounter, error) {
	quietRedis.Do(func() { redis.SetLogger(discardRedisLog{}) })
	opt, err := redis.ParseURL(url)
	if err != nil {
		// The URL may hold a password: it is not repeated, and net/url's own error,
		// which quotes the whole URL, gives only its reason.
		var ue *neturl.Error
		if errors.As(err, &ue) {
			err = ue.Err
		}
		return nil, fmt.Errorf("redis URL: %w", err)
	}
	// A dead Redis must answer 503 quickly, not hold calls for go-redis's defaults.
	if opt.DialTimeout == 0 {
		opt.DialTimeout = 2 * time.Second
	}
	if opt.ReadTimeout == 0 {
		opt.ReadTimeout = time.Second
	}
	if opt.WriteTimeout == 0 {
		opt.WriteTimeout = time.Second
	}
	// No retries: a script whose answer was lost may have counted the call, and a
	// retry would count it twice. A failed call answers 503; the next one reconnects.
	if opt.MaxRetries == 0 {
		opt.MaxRetries = -1
	}
	if opt.DialerRetries == 0 {
		opt.DialerRetries = 1
	}
	c := &RedisCounter{client: redis.NewClient(opt), prefix: prefix, window: minuteWindow, now: time.Now}
	pctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if err := c.client.Ping(pctx).Err(); err != nil {
		c.client.Close()
		return nil, fmt.Errorf("redis at %s does not answer: %w", opt.Addr, err)
	}
	return c, nil
}

// quietRedis silences go-redis's own log lines, which bypass the server's structured
// log: every failure reaches the guard as an error, which logs the outage itself.
var quietRedis sync.Once

type discardRedisLog struct{}

func (discardRedisLog) Printf(context.Context, string, ...any) {}

// Close closes the connections to Redis.
func (c *RedisCounter) Close() error { return c.client.Close() }

// Addr is the Redis's address, without any password.
func (c *RedisCounter) Addr() string { return c.client.Options().Addr }

// Ping reports whether Redis answers.
func (c *RedisCounter) Ping(ctx context.Context) error { return c.client.Ping(ctx).Err() }

// key names a client's window; the braces keep a client's windows in one slot should
// the Redis be a cluster.
func (c *RedisCounter) key(clientID string, window time.Time) string {
	return c.prefix + ":{" + clientID + "}:" + strconv.FormatInt(window.Unix(), 10)
}

// ttl keeps a window while it can still weigh on the next one.
func (c *RedisCounter) ttl() time.Duration { return 3 * c.window }

// Config is httprate's: the window length is the guard's minute, fixed.
func (c *RedisCounter) Config(requestLimit int, windowLength time.Duration) {}

// Increment counts one call in key's window.
func (c *RedisCounter) Increment(key string, currentWindow time.Time) error {
	return c.IncrementBy(key, currentWindow, 1)
}

// IncrementBy counts amount calls in key's window, with its expiry, in one transaction.
func (c *RedisCounter) IncrementBy(key string, currentWindow time.Time, amount int) error {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	k := c.key(key, currentWindow)
	_, err := c.client.TxPipelined(ctx, func(p redis.Pipeliner) error {
		p.IncrBy(ctx, k, int64(amount))
		p.Expire(ctx, k, c.ttl())
		return nil
	})
	return err
}

// Get returns key's counts in the current and previous windows.
func (c *RedisCounter) Get(key string, currentWindow, previousWindow time.Time) (int, int, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	vals, err := c.client.MGet(ctx, c.key(key, currentWindow), c.key(key, previousWindow)).Result()
	if err != nil {
		return 0, 0, err
	}
	if len(vals) != 2 {
		return 0, 0, errors.New("redis MGET returned a wrong number of values")
	}
	var n [2]int
	for i, v := range vals {
		if s, ok := v.(string); ok {
			if n[i], err = strconv.Atoi(s); err != nil {
				return 0, 0, fmt.Errorf("redis window count %q: %w", s, err)
			}
		}
	}
	return n[0], n[1], nil
}

// takeScript admits a call when the sliding rate, weighed as httprate weighs it
// (previous window by the part of it still inside the last minute, plus the current
// one, rounded), leaves room for it, and then counts it. Redis runs a script alone, so
// replicas racing for the last call of a minute get it exactly once.
//
// KEYS: current window, previous window. ARGV: limit, previous window's weight, ttl in ms.
// Returns {admitted (1 or 0), the rate before this call}.
var takeScript = redis.NewScript(`
local cur = tonumber(redis.call('GET', KEYS[1]) or '0')
local prev = tonumber(redis.call('GET', KEYS[2]) or '0')
local rate = math.floor(prev * tonumber(ARGV[2]) + cur + 0.5)
if rate + 1 > tonumber(ARGV[1]) then
  return {0, rate}
end
redis.call('INCRBY', KEYS[1], 1)
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return {1, rate}
`)

// take counts one call of clientID at now if its limit allows it, and returns the
// sliding rate the decision saw.
func (c *RedisCounter) take(ctx context.Context, clientID string, limit int, now time.Time) (admitted bool, rate int, err error) {
	cur := now.UTC().Truncate(c.window)
	weight := float64(c.window-now.Sub(cur)) / float64(c.window)
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 2*time.Second)
	defer cancel()
	res, err := takeScript.Run(ctx, c.client,
		[]string{c.key(clientID, cur), c.key(clientID, cur.Add(-c.window))},
		limit, strconv.FormatFloat(weight, 'f', 6, 64), c.ttl().Milliseconds()).Int64Slice()
	if err != nil {
		return false, 0, err
	}
	if len(res) != 2 {
		return false, 0, errors.New("redis minute script returned a wrong number of values")
	}
	return res[0] == 1, int(res[1]), nil
}
