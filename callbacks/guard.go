package callbacks

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"syscall"
	"time"
)

// deniedV4 are the IPv4 ranges a callback may never reach.
var deniedV4 = mustPrefixes("0.0.0.0/8", "10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "169.254.0.0/16",
	"172.16.0.0/12", "192.0.0.0/24", "192.0.2.0/24", "192.88.99.0/24", "192.168.0.0/16", "198.18.0.0/15",
	"198.51.100.0/24", "203.0.113.0/24", "224.0.0.0/4", "240.0.0.0/4", "255.255.255.255/32")

// IPv6: only global unicast 2000::/3 is allowed, less the ranges below: 2001::/23
// (Teredo at 2001::/32 among them), documentation, 6to4 and the 3fff::/20 examples.
// NAT64 (64:ff9b::/96) and IPv4-mapped forms fall outside 2000::/3 and are refused
// whatever IPv4 they carry (CONTRACT §9).
var (
	globalV6   = netip.MustParsePrefix("2000::/3")
	deniedV6   = mustPrefixes("2001::/23", "2001:db8::/32", "2002::/16", "3fff::/20")
	errPrivate = errors.New("address is not public")
)

func mustPrefixes(ss ...string) []netip.Prefix {
	out := make([]netip.Prefix, len(ss))
	for i, s := range ss {
		out[i] = netip.MustParsePrefix(s)
	}
	return out
}

// Public reports whether a callback may connect to a: public unicast only.
func Public(a netip.Addr) bool {
	a = a.WithZone("")
	if a.Is4() {
		for _, p := range deniedV4 {
			if p.Contains(a) {
				return false
			}
		}
		return true
	}
	if a.Is4In6() || !globalV6.Contains(a) {
		return false
	}
	for _, p := range deniedV6 {
		if p.Contains(a) {
			return false
		}
	}
	return true
}

// Resolver looks names up; tests inject their own.
type Resolver interface {
	LookupNetIP(ctx context.Context, network, host string) ([]netip.Addr, error)
}

// guardedDialer dials only public addresses: it resolves the name itself, refuses the
// whole name if any answer is not public, dials the checked address (not the name, so a
// second resolution cannot rebind it), and checks again in Control on the address the
// socket actually connects to.
type guardedDialer struct {
	resolver Resolver
	dialer   net.Dialer
	allowAll bool
	dial     func(ctx context.Context, network, address string) (net.Conn, error) // the socket dial; tests record it
}

func newGuardedDialer(r Resolver, allowAll bool) *guardedDialer {
	if r == nil {
		r = net.DefaultResolver
	}
	g := &guardedDialer{resolver: r, allowAll: allowAll}
	g.dialer = net.Dialer{Timeout: 5 * time.Second, Control: g.control}
	g.dial = g.dialer.DialContext
	return g
}

func (g *guardedDialer) control(network, address string, _ syscall.RawConn) error {
	if g.allowAll {
		return nil
	}
	ap, err := netip.ParseAddrPort(address)
	if err != nil {
		return fmt.Errorf("callback dial %s: %w", address, err)
	}
	if !Public(ap.Addr()) {
		return fmt.Errorf("callback dial %s: %w", ap.Addr(), errPrivate)
	}
	return nil
}

// DialContext is the transport's dial function.
func (g *guardedDialer) DialContext(ctx context.Context, network, address string) (net.Conn, error) {
	host, port, err := net.SplitHostPort(address)
	if err != nil {
		return nil, err
	}
	var addrs []netip.Addr
	if a, err := netip.ParseAddr(host); err == nil {
		addrs = []netip.Addr{a}
	} else {
		addrs, err = g.resolver.LookupNetIP(ctx, "ip", host)
		if err != nil {
			return nil, fmt.Errorf("resolve %s: %w", host, err)
		}
	}
	if len(addrs) == 0 {
		return nil, fmt.Errorf("resolve %s: no addresses", host)
	}
	if !g.allowAll {
		for _, a := range addrs {
			if !Public(a) {
				return nil, fmt.Errorf("%s resolves to %s: %w", host, a, errPrivate)
			}
		}
	}
	var last error
	for _, a := range addrs {
		c, err := g.dial(ctx, network, net.JoinHostPort(a.String(), port))
		if err == nil {
			return c, nil
		}
		last = err
	}
	return nil, last
}

// IsRefused reports whether err came from the address guard.
func IsRefused(err error) bool { return errors.Is(err, errPrivate) }
