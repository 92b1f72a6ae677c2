package engine

import (
	_ "embed"
	"fmt"
	"math"
	"strconv"
	"strings"
)

//go:embed data/currencies.txt
var currencyText string

// currency is one of the currencies a budget can be asked in.
type currency struct {
	code     string
	perUSD   float64 // units of the currency to one US dollar
	symbol   string
	decimals int
}

var currencies = mustParseCurrencies(currencyText)

// Currencies lists the currency codes budgetify answers in, US dollars first.
var Currencies = func() []string {
	out := make([]string, len(currencies))
	for i, c := range currencies {
		out[i] = c.code
	}
	return out
}()

func mustParseCurrencies(text string) []currency {
	var out []currency
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "|")
		if len(f) != 5 {
			panic(fmt.Sprintf("currencies.txt line %d: want 5 fields, got %d", n+1, len(f)))
		}
		rate, err := strconv.ParseFloat(strings.TrimSpace(f[1]), 64)
		dec, err2 := strconv.Atoi(strings.TrimSpace(f[3]))
		if err != nil || err2 != nil || rate <= 0 || dec < 0 || dec > 2 {
			panic(fmt.Sprintf("currencies.txt line %d: bad rate or decimals", n+1))
		}
		sym := strings.TrimSpace(f[2])
		if sym == strings.ToUpper(sym) && len(sym) == 3 && sym[0] >= 'A' && sym[0] <= 'Z' {
			sym += " " // "CHF 3.40", not "CHF3.40"
		}
		out = append(out, currency{code: strings.TrimSpace(f[0]), perUSD: rate, symbol: sym, decimals: dec})
	}
	if len(out) == 0 || out[0].code != "USD" || out[0].perUSD != 1 {
		panic("currencies.txt: US dollars at 1 come first")
	}
	return out
}

// CurrencyCode is the code of the currency named (any case), and whether budgetify
// answers in it; "" is US dollars.
func CurrencyCode(name string) (string, bool) {
	name = strings.TrimSpace(name)
	if name == "" {
		return "USD", true
	}
	for _, c := range currencies {
		if strings.EqualFold(c.code, name) {
			return c.code, true
		}
	}
	return "", false
}

func lookupCurrency(code string) currency {
	for _, c := range currencies {
		if strings.EqualFold(c.code, code) {
			return c
		}
	}
	return currencies[0]
}

// amount is a dollar amount in the currency, rounded as its prices are written.
func (c currency) amount(usd float64) float64 {
	p := math.Pow(10, float64(c.decimals))
	return math.Round(usd*c.perUSD*p) / p
}

// BudgetifyIn is Budgetify for a cook who counts in another currency: target is in
// that currency (a code of Currencies, any case; "" is US dollars), and the costs, the
// note and the reasons answer in it.
func BudgetifyIn(d Dish, target float64, code string) (*Transformed, error) {
	code, ok := CurrencyCode(code)
	if !ok {
		return nil, &TransformError{Field: "currency", Reason: "is not a currency Larder prices in; use one of " + strings.Join(Currencies, ", ")}
	}
	c := lookupCurrency(code)
	if target > 0 {
		target /= c.perUSD
	}
	r := Budgetify(d, target)
	CostsIn(r, code)
	return r, nil
}

// CostsIn writes a transformed recipe's costs, and the dollar amounts its note and
// reasons name, in the currency of code (one of Currencies); US dollars stay as they are.
func CostsIn(r *Transformed, code string) {
	c := lookupCurrency(code)
	if c.code == "USD" || r == nil {
		return
	}
	for _, p := range []**Cost{&r.CostBefore, &r.CostAfter} {
		if *p == nil {
			continue
		}
		cost := **p // the before and after may be one value: each gets its own copy
		cost.Currency, cost.PerServing, cost.Total = c.code, c.amount(cost.PerServing), c.amount(cost.Total)
		*p = &cost
	}
	r.Note = c.dollarsIn(r.Note)
	for i := range r.Changes {
		r.Changes[i].Reason = c.dollarsIn(r.Changes[i].Reason)
	}
}

// dollarsIn rewrites each "$4.20" of a text in the currency: "£3.11".
func (c currency) dollarsIn(text string) string {
	if !strings.Contains(text, "$") {
		return text
	}
	var b strings.Builder
	for {
		i := strings.IndexByte(text, '$')
		if i < 0 {
			break
		}
		j := i + 1
		for j < len(text) && (text[j] >= '0' && text[j] <= '9' || text[j] == '.' && j+1 < len(text) && text[j+1] >= '0' && text[j+1] <= '9') {
			j++
		}
		usd, err := strconv.ParseFloat(text[i+1:j], 64)
		if err != nil {
			b.WriteString(text[:i+1])
			text = text[i+1:]
			continue
		}
		b.WriteString(text[:i])
		b.WriteString(c.symbol)
		b.WriteString(strconv.FormatFloat(c.amount(usd), 'f', c.decimals, 64))
		text = text[j:]
	}
	b.WriteString(text)
	return b.String()
}
