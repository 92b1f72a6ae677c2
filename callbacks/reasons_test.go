package callbacks

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"
)

// brokenResolver fails every lookup the way the system resolver does, naming its server.
type brokenResolver struct{ notFound bool }

func (r brokenResolver) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	return nil, &net.DNSError{Err: "server misbehaving", Name: host, Server: "10.0.0.53:53", IsNotFound: r.notFound}
}

func TestDeliveryLogReasonsAreClean(t *testing.T) {
	st, c := testStore(t)
	plain := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {}))
	t.Cleanup(plain.Close)
	untrusted, _ := receiver(t, func(http.ResponseWriter, *http.Request) {})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := ln.Addr().String()
	ln.Close()

	cases := []struct {
		name, url string
		resolver  Resolver
		want      string
	}{
		{"name not found", "https://gone.example/hook", brokenResolver{notFound: true}, "the host name does not resolve"},
		{"resolver failing", "https://gone.example/hook", brokenResolver{}, "the host name could not be resolved"},
		{"nothing listening", "https://" + closed + "/hook", nil, "the connection was refused"},
		{"plain HTTP on the port", "https://" + strings.TrimPrefix(plain.URL, "http://") + "/hook", nil, "the receiver does not speak TLS on that port"},
		{"untrusted certificate", untrusted.URL + "/hook", nil, "the TLS certificate is not signed by a trusted authority"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s, stop := runSender(t, st, Options{Resolver: tc.resolver})
			s.Enqueue(Delivery{ClientID: c.ID, RequestID: tc.name, Operation: "healthify", URL: tc.url, Host: "h", Body: []byte("{}")})
			stop()
			for _, r := range deliveries(t, st, c.ID) {
				if r.RequestID != tc.name {
					continue
				}
				if r.Error != tc.want || r.Outcome != "failed" {
					t.Errorf("got %s %q, want failed %q", r.Outcome, r.Error, tc.want)
				}
				for _, leak := range []string{"10.0.0.53", "127.0.0.1", "dial", "tcp", "lookup"} {
					if strings.Contains(r.Error, leak) {
						t.Errorf("reason %q shows %q", r.Error, leak)
					}
				}
				return
			}
			t.Fatal("no delivery logged")
		})
	}
}

func TestDisplayHost(t *testing.T) {
	cases := []struct {
		host string
		port int
		want string
	}{
		{"hooks.example.com", 443, "hooks.example.com"},
		{"hooks.example.com", 8443, "hooks.example.com:8443"},
		{"2606:4700::1111", 443, "[2606:4700::1111]"},
		{"2606:4700::1111", 8443, "[2606:4700::1111]:8443"},
		{"93.184.216.34", 0, "93.184.216.34"},
	}
	for _, tc := range cases {
		if got := displayHost(tc.host, tc.port); got != tc.want {
			t.Errorf("displayHost(%q, %d): got %q, want %q", tc.host, tc.port, got, tc.want)
		}
	}
}
