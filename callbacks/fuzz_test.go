package callbacks

import (
	"net/netip"
	"strings"
	"testing"
)

// FuzzPublic: the address guard never calls public an address that the standard
// library knows to be loopback, private, link-local, multicast or unspecified, nor an
// IPv4-mapped or non-global IPv6 one; a zone changes nothing.
func FuzzPublic(f *testing.F) {
	for _, s := range []string{"93.184.216.34", "127.0.0.1", "10.1.2.3", "169.254.169.254", "100.64.0.1", "::1", "::ffff:127.0.0.1",
		"::ffff:8.8.8.8", "64:ff9b::a9fe:a9fe", "fe80::1", "fc00::1", "2001:db8::1", "2002:7f00:1::1", "2606:4700:4700::1111", "ff02::1"} {
		f.Add(netip.MustParseAddr(s).AsSlice())
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		a, ok := netip.AddrFromSlice(b)
		if !ok {
			return
		}
		pub := Public(a)
		if pub != Public(a.WithZone("eth0")) && a.Is6() {
			t.Fatalf("Public(%v) changes with a zone", a)
		}
		if !pub {
			return
		}
		if a.IsLoopback() || a.IsPrivate() || a.IsLinkLocalUnicast() || a.IsLinkLocalMulticast() || a.IsMulticast() ||
			a.IsInterfaceLocalMulticast() || a.IsUnspecified() || a.Is4In6() {
			t.Fatalf("Public(%v) = true for an address that is not public unicast", a)
		}
		if a.Is6() && !globalV6.Contains(a) {
			t.Fatalf("Public(%v) = true outside 2000::/3", a)
		}
		for _, p := range append(deniedV4, deniedV6...) {
			if p.Contains(a) {
				t.Fatalf("Public(%v) = true inside the denied %v", a, p)
			}
		}
	})
}

// FuzzDialControl: the socket-level check refuses every address that is not public,
// whatever form the address string takes, and never panics.
func FuzzDialControl(f *testing.F) {
	for _, s := range []string{"127.0.0.1:443", "[::1]:443", "[::ffff:10.0.0.1]:443", "93.184.216.34:443", "[fe80::1%eth0]:443",
		"[2606:4700:4700::1111]:8443", "localhost:443", ":443", "0:0", "[::]:0"} {
		f.Add(s)
	}
	g := newGuardedDialer(nil, false)
	f.Fuzz(func(t *testing.T, address string) {
		err := g.control("tcp", address, nil)
		ap, perr := netip.ParseAddrPort(address)
		if perr != nil {
			if err == nil {
				t.Fatalf("control(%q) accepted an address it cannot read", address)
			}
			return
		}
		if (err == nil) != Public(ap.Addr()) {
			t.Fatalf("control(%q): got %v, want it to agree with Public(%v) = %v", address, err, ap.Addr(), Public(ap.Addr()))
		}
	})
}

// FuzzNormalizeHost: a host is refused or normalised to a form that normalises to
// itself (lower case, ASCII, no trailing dot); CheckRegistrable refuses every IP
// literal that is not public, and every form of localhost.
func FuzzNormalizeHost(f *testing.F) {
	for _, s := range []string{"Hooks.Example.COM.", "bücher.example", "[::ffff:127.0.0.1]", "2130706433", "0x7f.0.0.1", "127.1",
		"localhost", "LOCALHOST.", "a.localhost", "xn--bcher-kva.example", "exa mple.com", "[fe80::1%25eth0]", "1.2.3.4.5",
		"hooks.example.com:443", "[2001:db8::1]", "..", "-a.example"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, host string) {
		h, err := NormalizeHost(host)
		if err != nil {
			return
		}
		if h == "" || strings.HasSuffix(h, ".") || h != strings.ToLower(h) {
			t.Fatalf("NormalizeHost(%q) = %q: want non-empty, lower case, no trailing dot", host, h)
		}
		for _, r := range h {
			if r > 0x7e || r < 0x21 {
				t.Fatalf("NormalizeHost(%q) = %q: want printable ASCII", host, h)
			}
		}
		again, err := NormalizeHost(h)
		if err != nil || again != h {
			t.Fatalf("NormalizeHost(%q) = %q, but that normalises to %q, %v", host, h, again, err)
		}
		reg := CheckRegistrable(h)
		if a, err := netip.ParseAddr(h); err == nil && !Public(a) && reg == nil {
			t.Fatalf("CheckRegistrable(%q) accepted a non-public address", h)
		}
		if (h == "localhost" || strings.HasSuffix(h, ".localhost")) && reg == nil {
			t.Fatalf("CheckRegistrable(%q) accepted localhost", h)
		}
	})
}
