package callbacks

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"io"
	"net"
	"net/netip"
	"net/url"
	"os"
	"strconv"
	"strings"
	"syscall"
)

// reason says in the client's terms why a delivery failed. It never passes on a raw
// network error: those name the server's own resolver, addresses and sockets.
func reason(err error) string {
	var ue *url.Error
	if errors.As(err, &ue) {
		err = ue.Err
	}
	var dns *net.DNSError
	var unknownCA x509.UnknownAuthorityError
	var hostname x509.HostnameError
	var invalid x509.CertificateInvalidError
	var verify *tls.CertificateVerificationError
	var record tls.RecordHeaderError
	switch {
	case errors.As(err, &dns) && dns.IsNotFound:
		return "the host name does not resolve"
	case errors.As(err, &dns) && dns.IsTimeout:
		return "the host name lookup timed out"
	case errors.As(err, &dns):
		return "the host name could not be resolved"
	case errors.Is(err, context.DeadlineExceeded) || errors.Is(err, os.ErrDeadlineExceeded) || isTimeout(err):
		return "no answer within the time limit"
	case errors.Is(err, context.Canceled):
		return "the delivery was cancelled at shutdown"
	case errors.Is(err, syscall.ECONNREFUSED):
		return "the connection was refused"
	case errors.Is(err, syscall.ENETUNREACH) || errors.Is(err, syscall.EHOSTUNREACH):
		return "the host is unreachable"
	case errors.As(err, &hostname):
		return "the TLS certificate is not valid for the host"
	case errors.As(err, &unknownCA):
		return "the TLS certificate is not signed by a trusted authority"
	case errors.As(err, &invalid):
		return "the TLS certificate is expired or invalid"
	case errors.As(err, &verify):
		return "the TLS certificate was not accepted"
	case errors.As(err, &record) || strings.Contains(err.Error(), "server gave HTTP response to HTTPS client"):
		return "the receiver does not speak TLS on that port"
	case errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, syscall.ECONNRESET) || errors.Is(err, syscall.EPIPE):
		return "the connection closed before an answer"
	case strings.Contains(err.Error(), "tls: "):
		return "the TLS handshake failed"
	}
	return "the delivery failed before an answer"
}

func isTimeout(err error) bool {
	var t interface{ Timeout() bool }
	return errors.As(err, &t) && t.Timeout()
}

// displayHost writes host and port as a URL would: IPv6 in brackets, the port only
// when it is not 443.
func displayHost(host string, port int) string {
	if port == DefaultPort || port == 0 {
		if a, err := netip.ParseAddr(host); err == nil && a.Is6() {
			return "[" + host + "]"
		}
		return host
	}
	return net.JoinHostPort(host, strconv.Itoa(port))
}
