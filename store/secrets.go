package store

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
)

const base62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// randomBase62 returns n characters drawn uniformly from the base62 alphabet.
func randomBase62(n int) string {
	out := make([]byte, 0, n)
	buf := make([]byte, n+n/2)
	for len(out) < n {
		rand.Read(buf)
		for _, b := range buf {
			// 248 = 4*62: dropping the top values keeps every character equally likely.
			if b < 248 && len(out) < n {
				out = append(out, base62[b%62])
			}
		}
	}
	return string(out)
}

// NewAPIKey returns a fresh key: "lk_" and 32 random base62 characters.
func NewAPIKey() string { return "lk_" + randomBase62(32) }

// HashKey is what the store keeps of an API key or a one-time token.
func HashKey(key string) []byte {
	sum := sha256.Sum256([]byte(key))
	return sum[:]
}

// keyPrefix is the part of a key shown to people so they can tell keys apart.
func keyPrefix(key string) string { return key[:min(len(key), 8)] }

// NewCallbackSecret returns "whsec_" and the base64 of 32 random bytes.
func NewCallbackSecret() string {
	b := make([]byte, 32)
	rand.Read(b)
	return "whsec_" + base64.StdEncoding.EncodeToString(b)
}

func newClientID() string { return "cl_" + randomBase62(12) }
