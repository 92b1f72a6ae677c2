package api

import (
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"larder/web"
)

// Metrics are the service-wide figures served at /metrics. They never carry a client's
// name or id.
type Metrics struct {
	reg      *prometheus.Registry
	requests *prometheus.CounterVec
	duration *prometheus.HistogramVec
	metered  *prometheus.CounterVec
}

// NewMetrics registers Larder's collectors on a registry of their own.
func NewMetrics() *Metrics {
	m := &Metrics{
		reg: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "larder_http_requests_total", Help: "HTTP requests answered, by host, route and status code.",
		}, []string{"host", "route", "code"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "larder_http_request_duration_seconds", Help: "Time to answer HTTP requests, by host and route.",
			Buckets: []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 10},
		}, []string{"host", "route"}),
		metered: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "larder_metered_calls_total", Help: "Metered calls answered 2xx and counted, by operation.",
		}, []string{"operation"}),
	}
	m.reg.MustRegister(m.requests, m.duration, m.metered,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// observer returns the access-log hook that feeds the request figures for host.
func (m *Metrics) observer(host string) web.Observer {
	return func(r *http.Request, status int, elapsed time.Duration) {
		route := r.Pattern
		if route == "" {
			route = "unmatched"
		}
		m.requests.WithLabelValues(host, route, strconv.Itoa(status)).Inc()
		m.duration.WithLabelValues(host, route).Observe(elapsed.Seconds())
	}
}

func (m *Metrics) countMetered(op string) { m.metered.WithLabelValues(op).Inc() }

func (m *Metrics) handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{})
}
