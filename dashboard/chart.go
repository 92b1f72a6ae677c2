package dashboard

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"larder/api"
)

// Chart is a bar chart of calls by day, stacked by operation, drawn as SVG on the
// server. Coordinates are strings ready for the SVG attributes.
type Chart struct {
	ID     string
	Class  string
	W, H   int
	Title  string
	Bars   []ChartBar
	YTicks []ChartTick
	XTicks []ChartTick
	Ops    []string // the operations drawn, for the legend
	Days   []api.UsageDay
	Total  int
}

// ChartBar is one day: its stacked segments.
type ChartBar struct {
	Day      string
	Total    int
	Segments []ChartSegment
}

// ChartSegment is one operation's share of a day.
type ChartSegment struct {
	X, Y, W, H string
	Class      string
	Label      string
}

// ChartTick is a labelled position on an axis.
type ChartTick struct {
	Pos    string // y for the value axis, x for the day axis
	Label  string
	Anchor string // text-anchor of a day label
}

// Chart geometry, in SVG user units (the viewBox is W by chartH).
const (
	chartH      = 220
	plotLeft    = 44
	plotRight   = 8
	plotTop     = 10
	plotBottom  = 28
	barFraction = 0.72
)

// knownOps orders the operations in stacks and the legend; each has a colour class.
var knownOps = []string{"generate", "suggest-category", "rewrite-tone", "budgetify-recipe", "healthify",
	"adapt-method", "suggest-substitute", "enrich-ingredients"}

func opClass(op string) string {
	for _, k := range knownOps {
		if k == op {
			return "op-" + op
		}
	}
	return "op-other"
}

// niceStep returns the smallest of 1, 2, 5 × 10ⁿ at or above v.
func niceStep(v int) int {
	for p := 1; ; p *= 10 {
		for _, m := range []int{1, 2, 5} {
			if m*p >= v {
				return m * p
			}
		}
	}
}

func fmtF(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) }

// Charts is one chart drawn twice: 30 days for wide screens, the last 14 for phones
// (CSS shows one). Days holds all 30 for the table beside them.
type Charts struct {
	Wide, Narrow Chart
	Days         []api.UsageDay
}

// newCharts draws days (oldest first) for both widths; what names what is counted.
func newCharts(what string, days []api.UsageDay) Charts {
	narrow := days[max(len(days)-14, 0):]
	return Charts{Wide: newChart("chart-wide", "chart-wide", fmt.Sprintf("%s, last %d days", what, len(days)), days, 720),
		Narrow: newChart("chart-narrow", "chart-narrow", fmt.Sprintf("%s, last %d days", what, len(narrow)), narrow, 360), Days: days}
}

// newChart lays out days (oldest first) as stacked bars in a chart w units wide.
func newChart(id, class, title string, days []api.UsageDay, w int) Chart {
	c := Chart{ID: id, Class: class, W: w, H: chartH, Title: title, Days: days}
	seen := map[string]bool{}
	maxTotal := 0
	for _, d := range days {
		maxTotal = max(maxTotal, d.Total)
		c.Total += d.Total
		for op := range d.ByOperation {
			seen[op] = true
		}
	}
	c.Ops = orderOps(seen)
	// Four steps of a round size cover the busiest day.
	step := niceStep((maxTotal + 3) / 4)
	top := 4 * step
	plotW := float64(w - plotLeft - plotRight)
	plotH := float64(chartH - plotTop - plotBottom)
	base := float64(chartH - plotBottom)
	for i := 0; i <= 4; i++ {
		v := step * i
		c.YTicks = append(c.YTicks, ChartTick{Pos: fmtF(base - plotH*float64(v)/float64(top)), Label: strconv.Itoa(v)})
	}
	slot := plotW / float64(max(len(days), 1))
	barW := slot * barFraction
	for i, d := range days {
		x := plotLeft + slot*float64(i) + (slot-barW)/2
		bar := ChartBar{Day: d.Day, Total: d.Total}
		y := base
		for _, op := range c.Ops {
			n := d.ByOperation[op]
			if n == 0 {
				continue
			}
			h := plotH * float64(n) / float64(top)
			y -= h
			bar.Segments = append(bar.Segments, ChartSegment{X: fmtF(x), Y: fmtF(y), W: fmtF(barW), H: fmtF(h),
				Class: opClass(op), Label: fmt.Sprintf("%s: %d %s", dayLabel(d.Day), n, op)})
		}
		c.Bars = append(c.Bars, bar)
		// A label a week, and the last day's unless a weekly one sits too close.
		if i%7 == 0 && i+3 < len(days) || i == len(days)-1 {
			tick := ChartTick{Pos: fmtF(x + barW/2), Label: dayLabel(d.Day), Anchor: "middle"}
			if i == len(days)-1 {
				tick.Pos, tick.Anchor = fmtF(x+barW), "end" // keep the last label inside the chart
			}
			c.XTicks = append(c.XTicks, tick)
		}
	}
	return c
}

// orderOps lists the operations present: known ones in their order, others by name.
func orderOps(seen map[string]bool) []string {
	var out, other []string
	for _, op := range knownOps {
		if seen[op] {
			out = append(out, op)
		}
	}
	for op := range seen {
		if opClass(op) == "op-other" {
			other = append(other, op)
		}
	}
	sort.Strings(other)
	return append(out, other...)
}

// dayLabel turns 2026-11-02 into "Nov 2".
func dayLabel(day string) string {
	t, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return day
	}
	return t.Format("Jan 2")
}

// OpTotal is one operation's calls over the chart's days and on the last of them.
type OpTotal struct {
	Operation string
	Total     int
	Today     int
}

// byOperation sums days by operation, busiest first.
func byOperation(days []api.UsageDay) []OpTotal {
	totals := map[string]*OpTotal{}
	for i, d := range days {
		for op, n := range d.ByOperation {
			t := totals[op]
			if t == nil {
				t = &OpTotal{Operation: op}
				totals[op] = t
			}
			t.Total += n
			if i == len(days)-1 {
				t.Today += n
			}
		}
	}
	out := make([]OpTotal, 0, len(totals))
	for _, t := range totals {
		if t.Total > 0 {
			out = append(out, *t)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Total != out[j].Total {
			return out[i].Total > out[j].Total
		}
		return out[i].Operation < out[j].Operation
	})
	return out
}

// opSummary writes a day's counts as "generate 3, healthify 1".
func opSummary(byOp map[string]int) string {
	seen := map[string]bool{}
	for op, n := range byOp {
		seen[op] = n > 0
	}
	var parts []string
	for _, op := range orderOps(seen) {
		if byOp[op] > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", op, byOp[op]))
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}
