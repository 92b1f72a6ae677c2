package engine

import (
	_ "embed"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// vegCook is how a cook readies and cooks one vegetable: its usual cut, the cuts some
// methods want instead, and its minutes by method.
type vegCook struct {
	cut     string
	cuts    map[string]string // by method
	minutes map[string]int    // by method; absent where the method does not suit it
	wilts   bool              // a tender green: in for its last 1–2 minutes
}

// vegMethods are the cooking methods of the vegetable table, in its column order.
var vegMethods = []string{"simmer", "saute", "stir-fry", "roast", "steam"}

//go:embed data/vegetables.txt
var vegetablesText string

// vegTable holds the vegetable table by the ingredient's name.
var vegTable = mustParseVegetables(vegetablesText)

func mustParseVegetables(text string) map[string]*vegCook {
	out := map[string]*vegCook{}
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "|")
		if len(f) != 5 {
			panic(fmt.Sprintf("vegetables.txt line %d: want 5 fields, got %d", n+1, len(f)))
		}
		name := strings.TrimSpace(f[0])
		in, ok := index[normalizeName(name)]
		if !ok || in.Name != name {
			panic(fmt.Sprintf("vegetables.txt line %d: %q is not a name of the table", n+1, name))
		}
		if _, dup := out[name]; dup {
			panic(fmt.Sprintf("vegetables.txt line %d: %q listed twice", n+1, name))
		}
		vc := &vegCook{cut: strings.TrimSpace(f[1]), cuts: map[string]string{}, minutes: map[string]int{}}
		for _, pair := range strings.Split(f[2], ";") {
			if strings.TrimSpace(pair) == "" {
				continue
			}
			method, cut, ok := strings.Cut(pair, "=")
			method = strings.TrimSpace(method)
			if !ok || !containsString(vegMethods, method) && method != "tacos" && method != "raw" {
				panic(fmt.Sprintf("vegetables.txt line %d: bad cut %q", n+1, pair))
			}
			vc.cuts[method] = strings.TrimSpace(cut)
		}
		mins := strings.Fields(f[3])
		if len(mins) != len(vegMethods) {
			panic(fmt.Sprintf("vegetables.txt line %d: want %d minutes, got %d", n+1, len(vegMethods), len(mins)))
		}
		for i, m := range mins {
			if m == "-" {
				continue
			}
			v, err := strconv.Atoi(m)
			if err != nil || v <= 0 {
				panic(fmt.Sprintf("vegetables.txt line %d: bad minutes %q", n+1, m))
			}
			vc.minutes[vegMethods[i]] = v
		}
		switch kind := strings.TrimSpace(f[4]); kind {
		case "":
		case "wilts":
			vc.wilts = true
		default:
			panic(fmt.Sprintf("vegetables.txt line %d: unknown kind %q", n+1, kind))
		}
		out[name] = vc
	}
	return out
}

// cutFor is the vegetable's cut for a method.
func (vc *vegCook) cutFor(method string) string {
	if c, ok := vc.cuts[method]; ok {
		return c
	}
	return vc.cut
}

// cutMethod is the method whose cuts a form's vegetables take: a sheet pan's roast
// chunks and wedges, a wok's thin slices.
func cutMethod(f *form) string {
	switch {
	case f.method == "roast":
		return "roast"
	case f.name == "stir-fry" || f.name == "fried rice":
		return "stir-fry"
	case f.name == "tacos":
		return "tacos" // lettuce shredded into a shell, not torn for a salad
	case f.raw:
		return "raw" // a carrot eaten raw is cut thin (matchsticks), not diced
	}
	return ""
}

// wilts reports whether a vegetable is a tender green, stirred in to wilt at the end.
func wilts(in *Ingredient) bool {
	vc := vegTable[in.Name]
	return vc != nil && vc.wilts
}

// roasts reports whether the vegetable table gives a vegetable a time in a hot oven.
func roasts(in *Ingredient) bool {
	vc := vegTable[in.Name]
	return vc != nil && vc.minutes["roast"] > 0
}

// greensLast parts the tender greens from what cooks in a pan: the rest cook for their
// minutes, and the step's tail adds the spinach for the last of them. With only greens,
// or none, everything cooks together and the tail is "".
func greensLast(parts []*part) (cook []*part, tail string) {
	cook, greens := wiltOut(parts)
	if len(greens) == 0 || len(cook) == 0 {
		return parts, ""
	}
	return cook, fmt.Sprintf(", adding the %s for the last minute to wilt", partNames(greens))
}

// tenderOrWilted is how a pan of vegetables is cooked: leaves alone (spinach) are
// tossed until they wilt, anything firmer cooked until just tender.
func tenderOrWilted(parts []*part) string {
	if _, greens := wiltOut(parts); len(parts) > 0 && len(greens) == len(parts) {
		return "toss until just wilted"
	}
	return "cook until just tender"
}

// vegMinutes is how long a vegetable in its usual cut takes by method: the vegetable
// table's minutes, else those of its hardness.
func vegMinutes(in *Ingredient, method string) int {
	if vc := vegTable[in.Name]; vc != nil {
		if m, ok := vc.minutes[method]; ok {
			return m
		}
	}
	return vegMinutesTable[method][hardness(in)]
}

// vegMinutesCut is vegMinutes for a vegetable in a given cut: a small dice or thin
// slice of a firm vegetable cooks in about 60% of the time.
func vegMinutesCut(in *Ingredient, method, prep string) int {
	m := vegMinutes(in, method)
	if hardness(in) >= 2 && in.Name != "eggplant" && (smallCut[prep] || method == "saute" && prep == "diced") {
		// Eggplant is the exception: its sponge wants its full time in the pan however
		// small it is cut, or it stays raw and squeaky inside.
		m = max(min(m, 3), int(math.Round(float64(m)*0.6))) // small florets still want 3 minutes in the wok
	}
	return m
}

// vegMinutesTable is a vegetable's minutes by method and hardness, for foods the
// vegetable table does not hold.
var vegMinutesTable = map[string][4]int{"saute": {2, 4, 6, 10}, "roast": {8, 15, 20, 30}, "simmer": {2, 4, 8, 15},
	"stir-fry": {2, 3, 4, 6}, "steam": {2, 4, 6, 12}}

// untilTender is how a pan of vegetables is known to be done: tender, and cherry
// tomatoes blistered until they burst into their juice, which is the sauce.
func untilTender(parts []*part) string {
	for _, p := range parts {
		if p.in.Name == "cherry tomato" {
			if len(parts) == 1 {
				return "until they blister and burst into their juices, pressing a few with the spoon"
			}
			return "until tender and the tomatoes blister and burst into their juices"
		}
	}
	return "until tender"
}

// heatsThrough reports whether a vegetable only heats through in the pan: frozen peas,
// corn and edamame were blanched before they were frozen, and tinned corn is cooked.
// None of them is ever "crisp-tender".
func heatsThrough(in *Ingredient) bool {
	switch in.Name {
	case "frozen peas", "frozen corn", "frozen edamame", "frozen mixed vegetables", "canned corn":
		return true
	}
	return false
}

// crispTender is how a pan of vegetables is done: crisp-tender, hot through when every
// one of them only heats through, or crisp-tender with a word for the peas among them.
func crispTender(parts []*part) string {
	var warm []*part
	for _, p := range parts {
		if heatsThrough(p.in) {
			warm = append(warm, p)
		}
	}
	switch {
	case len(warm) == 0:
		return "crisp-tender"
	case len(warm) == len(parts):
		return "hot through"
	}
	verb := "need"
	if len(warm) == 1 && !strings.HasSuffix(warm[0].name(), "s") {
		verb = "needs" // the corn needs, the peas need
	}
	return fmt.Sprintf("crisp-tender (the %s only %s to heat through)", partNames(warm), verb)
}
