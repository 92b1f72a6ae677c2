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
	refused  *prometheus.CounterVec
	models   *prometheus.CounterVec
	delivery *prometheus.CounterVec
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
		refused: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "larder_limit_refusals_total", Help: "Calls refused with 429, by the limit that refused them.",
		}, []string{"code"}),
		models: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "larder_model_answers_total", Help: "AI operations answered, by model (builtin or upstream) and whether the upstream fell back to the engine.",
		}, []string{"model", "result"}),
		delivery: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "larder_callback_deliveries_total", Help: "Callback deliveries, by outcome: delivered, failed, refused, dropped.",
		}, []string{"outcome"}),
	}
	m.reg.MustRegister(m.requests, m.duration, m.metered, m.refused, m.models, m.delivery,
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

func (m *Metrics) countRefusal(code string) { m.refused.WithLabelValues(code).Inc() }

func (m *Metrics) countModel(model, result string) { m.models.WithLabelValues(model, result).Inc() }

// CountDelivery counts one callback delivery's outcome.
func (m *Metrics) CountDelivery(outcome string) { m.delivery.WithLabelValues(outcome).Inc() }

// WatchCallbackQueue serves the number of queued callback deliveries, read when scraped.
func (m *Metrics) WatchCallbackQueue(waiting func() int) {
	m.reg.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Name: "larder_callback_queue_length", Help: "Callback deliveries waiting for a worker.",
	}, func() float64 { return float64(waiting()) }))
}

func (m *Metrics) handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{})
}

// Refusals counts the calls refused with 429 since the start, by limit code.
func (m *Metrics) Refusals() map[string]int {
	out := map[string]int{}
	families, err := m.reg.Gather()
	if err != nil {
		return out
	}
	for _, f := range families {
		if f.GetName() != "larder_limit_refusals_total" {
			continue
		}
		for _, metric := range f.GetMetric() {
			for _, l := range metric.GetLabel() {
				if l.GetName() == "code" {
					out[l.GetValue()] += int(metric.GetCounter().GetValue())
				}
			}
		}
	}
	return out
}
