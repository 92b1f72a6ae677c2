package engine

// Reading an ingredient line's amount: numbers, ranges, packages, units and containers.

import (
	"strconv"
	"strings"
	"unicode"
)

// parseNumber reads "2", "1.5", "1/2" or "3,5".
func parseNumber(w string) (float64, bool) {
	if w == "" || (w[0] < '0' || w[0] > '9') && w[0] != '.' {
		return 0, false // a word: not worth strconv's error, which allocates
	}
	if n, d, ok := strings.Cut(w, "/"); ok {
		a, err1 := strconv.ParseFloat(n, 64)
		b, err2 := strconv.ParseFloat(d, 64)
		if err1 != nil || err2 != nil || b == 0 || a < 0 {
			return 0, false
		}
		return a / b, true
	}
	v, err := strconv.ParseFloat(strings.Replace(w, ",", ".", 1), 64)
	if err != nil || v < 0 || v > 1e6 || v != v {
		return 0, false
	}
	return v, true
}

// readAmount reads one amount at the start of words: "1 1/2", "1/2", "2", "a", "two".
func readAmount(words []string) (float64, int) {
	if len(words) == 0 {
		return 0, 0
	}
	if v, ok := parseNumber(words[0]); ok {
		if len(words) > 1 && strings.Contains(words[1], "/") {
			if f, ok := parseNumber(words[1]); ok && f < 1 {
				return v + f, 2
			}
		}
		if v < 1 && len(words) > 2 && (strings.EqualFold(words[1], "a") || strings.EqualFold(words[1], "an")) {
			return v, 2 // "1/2 a lemon"
		}
		return v, 1
	}
	w := lowered(words[0])
	if (w == "a" || w == "an") && len(words) > 2 {
		if v, n := readAmount(words[1:]); n > 0 {
			if _, ok := parseNumber(words[1]); ok {
				return v, n + 1 // "a 400g tin of chickpeas"
			}
		}
	}
	v, ok := numberWords[w]
	if !ok {
		return 0, 0
	}
	if len(words) > 2 {
		next := lowered(words[1])
		switch {
		case (w == "a" || w == "an") && countWords[next]:
			return numberWords[next], 2 // "a couple of eggs", "a few tomatoes", "a half cup"
		case (w == "half" || w == "quarter") && (next == "a" || next == "an"):
			if len(words) > 3 && strings.EqualFold(words[2], "dozen") {
				return v * 12, 3 // "half a dozen eggs"
			}
			return v, 2 // "half a cabbage", "half an onion"
		}
	}
	return v, 1
}

// countWords follow "a" as an amount of their own: "a couple", "a few", "a dozen".
var countWords = map[string]bool{"couple": true, "few": true, "dozen": true, "half": true, "quarter": true}

func (l *Line) readQuantity(words []string) []string {
	if len(words) == 0 {
		return words
	}
	// "2-3" as one word.
	if lo, hi, ok := strings.Cut(words[0], "-"); ok && lo != "" && hi != "" {
		a, ok1 := parseNumber(lo)
		b, ok2 := parseNumber(hi)
		if ok1 && ok2 && b >= a {
			l.setRange(a, b)
			return words[1:]
		}
	}
	if zeroGrade(words) {
		return words
	}
	a, n := readAmount(words)
	if n == 0 {
		return words
	}
	rest := words[n:]
	// "2 - 3", "2 to 3", "2 or 3"
	if len(rest) > 1 && (rest[0] == "-" || strings.EqualFold(rest[0], "to") || strings.EqualFold(rest[0], "or")) {
		if b, m := readAmount(rest[1:]); m > 0 && b >= a {
			l.setRange(a, b)
			return rest[1+m:]
		}
	}
	l.Quantity = a
	return rest
}

func (l *Line) setRange(a, b float64) {
	l.Range = &[2]float64{a, b}
	l.Quantity = (a + b) / 2
}

// readPackage reads a size in parentheses: "1 (14 oz) can", "2 (400 g) tins".
func (l *Line) readPackage(words []string) []string {
	if len(words) == 0 || !strings.HasPrefix(words[0], "(") {
		return words
	}
	end := -1
	for i, w := range words {
		if strings.HasSuffix(w, ")") {
			end = i
			break
		}
	}
	if end < 0 || end > 3 {
		return words
	}
	size := strings.Trim(strings.Join(words[:end+1], " "), "()")
	if i := strings.IndexByte(size, '-'); i > 0 && unicode.IsDigit(rune(size[i-1])) {
		size = size[:i] + " " + size[i+1:] // "(15-ounce)"
	}
	inner := strings.Fields(splitNumberUnit(size))
	rest := words[end+1:]
	v, n := readAmount(inner)
	if n == 0 || n >= len(inner) {
		return rest // "(large)": a note, not a size
	}
	inner = inner[n:]
	// "(3 to 4 pound)": the middle of the range.
	if len(inner) > 2 && (inner[0] == "to" || inner[0] == "-" || inner[0] == "or") {
		if b, m := readAmount(inner[1:]); m > 0 && b >= v {
			v, inner = (v+b)/2, inner[1+m:]
		}
	}
	unitWord := lowered(strings.Join(inner, " "))
	unit := unitAliases[unitWord]
	if unitWord == "fl oz" {
		unit = "fl oz"
	}
	if l.Quantity == 0 {
		l.Quantity = 1
	}
	switch {
	case unit == "tsp" || unit == "tbsp":
		// "1 package (2 1/4 teaspoons) yeast": measured by the spoon, weighed by the food.
		l.Quantity, l.Unit = l.Quantity*v, unit
		return rest
	case unit == "inch" && len(rest) > 0 && unitAliases[lowered(rest[0])] == "piece":
		// "1 (2 inch) piece ginger"
		l.Quantity, l.Unit = l.Quantity*v, unit
		return rest[1:]
	case massGrams[unit] == 0 && volumeML[unit] == 0:
		return rest // "(2 sticks)", "(6 inch)": another way to say the amount already read
	}
	l.packGrams = v * massGrams[unit]
	if l.packGrams == 0 {
		l.packGrams = v * volumeML[unit] // canned foods weigh about a gram a millilitre
	}
	if l.Unit == "" {
		l.Unit = "package"
	}
	return rest
}

func (l *Line) readUnit(words []string) []string {
	for len(words) > 0 {
		if m, ok := sizeWords[lowered(words[0])]; ok && l.packGrams == 0 {
			l.size = m
			words = words[1:]
			continue
		}
		break
	}
	if len(words) == 0 {
		return words
	}
	w := words[0]
	if len(words) > 1 && strings.EqualFold(w, "fl") && strings.HasPrefix(lowered(words[1]), "oz") {
		l.Unit = "fl oz"
		return words[2:]
	}
	switch w {
	case "T", "Tbsp", "Tbs", "TBSP":
		return l.setUnit("tbsp", words)
	case "t":
		return l.setUnit("tsp", words)
	}
	if u, ok := unitAliases[lowered(w)]; ok && len(words) > 1 {
		if l.packGrams > 0 {
			// "1 (14 oz) can tomatoes": the can is the package just weighed.
			l.Unit = u
			return words[1:]
		}
		return l.setUnit(u, words)
	}
	return words
}

// containerUnits are the units a shop sells a weighed food in.
var containerUnits = map[string]bool{"can": true, "jar": true, "package": true}

// readContainer reads a weight written before its container, "400 g can chopped
// tomatoes", "400g tin of chickpeas", as one package of that weight, and "2 x 400g tins"
// as two of them, so the container word is not left in the food's name.
func (l *Line) readContainer(words []string) []string {
	if len(words) > 2 && l.Unit == "" && l.packGrams == 0 && l.Quantity > 0 && (words[0] == "x" || words[0] == "X" || words[0] == "×") {
		v, n := readAmount(words[1:])
		if n > 0 && len(words) > 1+n+1 {
			u := unitAliases[lowered(words[1+n])]
			if g := v * unitGrams(u); g > 0 {
				l.packGrams, l.Unit = g, "package"
				words = words[2+n:]
				if len(words) > 1 && containerUnits[unitAliases[lowered(words[0])]] {
					l.Unit = unitAliases[lowered(words[0])]
					words = words[1:]
				}
				return words
			}
		}
	}
	if len(words) < 2 || l.packGrams > 0 || l.Range != nil {
		return words
	}
	c := unitAliases[lowered(words[0])]
	g := l.Quantity * unitGrams(l.Unit)
	if !containerUnits[c] || g <= 0 {
		return words
	}
	l.packGrams, l.Quantity, l.Unit = g, 1, c
	return words[1:]
}

// unitGrams is the weight of one mass or volume unit, a millilitre taken as a gram as
// packages are labelled; 0 for any other unit.
func unitGrams(u string) float64 {
	if g := massGrams[u]; g > 0 {
		return g
	}
	return volumeML[u]
}

func (l *Line) setUnit(u string, words []string) []string {
	l.Unit = u
	if l.Quantity == 0 {
		l.Quantity = 1
	}
	return words[1:]
}
