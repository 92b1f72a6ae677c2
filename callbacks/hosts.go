// Package callbacks delivers operation results to clients' callback URLs: host
// matching, the dial-time address guard, signing and the delivery worker pool.
package callbacks

import (
	"errors"
	"fmt"
	"net"
	"net/netip"
	"strconv"
	"strings"

	"golang.org/x/net/idna"
)

// DefaultPort is the port of a callback host registered without one.
const DefaultPort = 443

// NormalizeHost returns host as callback hosts are compared: lower case, IDNA in ASCII
// form, one trailing dot dropped. IP literals are returned in their canonical form.
func NormalizeHost(host string) (string, error) {
	h := strings.TrimSuffix(strings.TrimSpace(host), ".")
	if h == "" {
		return "", errors.New("host is empty")
	}
	if ip, err := netip.ParseAddr(strings.Trim(h, "[]")); err == nil {
		if ip.Zone() != "" {
			return "", fmt.Errorf("host %q carries an IPv6 zone, which only means something on this machine", host)
		}
		return ip.Unmap().String(), nil
	}
	if numericLooking(h) {
		// 2130706433, 0x7f.1, 127.1, 0177.0.0.1: resolvers read these as IPv4 in
		// forms that dodge a plain check, so they are refused outright.
		return "", fmt.Errorf("host %q looks like an IPv4 address in a non-standard form; write it as a.b.c.d", host)
	}
	ascii, err := idna.Lookup.ToASCII(strings.ToLower(h))
	if err != nil {
		return "", fmt.Errorf("host %q is not a valid domain name: %v", host, err)
	}
	if ascii == "" || strings.Contains(ascii, "..") || strings.HasSuffix(ascii, ".") {
		return "", fmt.Errorf("host %q is not a valid domain name", host)
	}
	return ascii, nil
}

// numericLooking reports whether every label is a decimal, octal or hex number.
func numericLooking(h string) bool {
	for _, label := range strings.Split(strings.ToLower(h), ".") {
		if label == "" {
			return false
		}
		digits := strings.TrimPrefix(label, "0x")
		for _, c := range digits {
			if !(c >= '0' && c <= '9' || label != digits && c >= 'a' && c <= 'f') {
				return false
			}
		}
	}
	return true
}

// ParseHostPort reads "host" or "host:port" (IPv6 in brackets) into a normalised host
// and a port, 443 when none is given.
func ParseHostPort(s string) (string, int, error) {
	host, port := s, DefaultPort
	if h, p, err := net.SplitHostPort(s); err == nil {
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || n > 65535 {
			return "", 0, fmt.Errorf("port %q must be a number from 1 to 65535", p)
		}
		host, port = h, n
	}
	h, err := NormalizeHost(host)
	if err != nil {
		return "", 0, err
	}
	return h, port, nil
}

// CheckRegistrable refuses, at registration, a normalised host that can never be a
// public callback target: an IP literal outside public unicast, or localhost (and
// names under .localhost). The dial-time guard still checks every address dialed;
// this only stops such hosts from waiting for an admin's approval.
func CheckRegistrable(host string) error {
	if a, err := netip.ParseAddr(host); err == nil {
		if !Public(a) {
			return fmt.Errorf("%s is not a public unicast address; callbacks only go to public hosts", displayHost(host, 0))
		}
		return nil
	}
	if host == "localhost" || strings.HasSuffix(host, ".localhost") {
		return fmt.Errorf("%s names this machine; callbacks only go to public hosts", host)
	}
	return nil
}
