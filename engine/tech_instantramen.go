package engine

import (
	"fmt"
	"math"
)

// Instant ramen dressed up: the noodles cooked in the broth their seasoning sachet
// makes, the greens wilted in and frozen corn warmed in the same pot, a soft-boiled
// egg halved on top, scallion and chili oil over. A quick lunch from a packet.

func init() {
	ownNeeds["instant ramen"] = [][]string{{"instant noodles"}}
	registerOwn(&form{name: "instant ramen", title: "Instant Ramen", minMinutes: 8, simple: true, saltFactor: -1,
		method: "simmer", equipment: []string{"saucepan", "slotted spoon"},
		write: writeInstantRamen})
}

func writeInstantRamen(d *dish) {
	noodles := d.starch
	if noodles == nil {
		return
	}
	d.dropFat()
	d.drop("salt")
	d.drop("black pepper")
	packs := int(math.Max(1, math.Round(d.servings)))
	if w, ok := noodles.in.UnitGrams("piece"); ok {
		noodles.grams = float64(packs) * w
	}
	egg := d.find("egg")
	if egg != nil {
		egg.grams, egg.prep = float64(packs)*egg.in.Units["piece"], ""
	}
	var greens, rest []*part
	for _, v := range d.vegs {
		switch {
		case v.in.Category == "produce" && hardness(v.in) < 2 && v.in.Name != "bean sprouts":
			greens = append(greens, v)
		default:
			rest = append(rest, v)
		}
	}
	for _, g := range greens {
		if g.in.Name == "bok choy" {
			g.prep = "halved"
		}
	}
	for _, g := range greens {
		d.size(g, 50)
	}
	scallion := d.find("scallion")
	if scallion != nil {
		scallion.prep = "thinly sliced"
	}
	var over []*part // drizzled or scattered over the bowl
	for _, name := range []string{"chili oil", "sesame oil", "sesame seeds", "nori"} {
		if p := d.find(name); p != nil {
			over = append(over, p)
		}
	}
	later := d.prepLater()
	d.prepStep = len(d.steps)
	water := 500 * packs
	d.step(max(3, d.prepMinutes(later)), "Bring %d ml (%s) of water to a boil in a saucepan (from the kettle is quickest).%s", water, cupsOf(water), meanwhile(later, ""))
	if egg != nil {
		// The egg boils in the same pot, the noodles joining it for its last minutes.
		d.step(3, "Lower in the %s and boil for 3 minutes.", eggsWord(packs, egg))
	}
	season := fmt.Sprintf("Stir in the seasoning %s from the %s", sachets(packs), plural(noodles.name()))
	miso, butter := d.find("miso"), d.find("butter")
	// The miso, when there is some, is the broth's seasoning: the sachets would make it twice as salty.
	cook := fmt.Sprintf("%s, add the noodles%s and cook for 3 minutes, loosening them with a fork",
		season, ifAny(" and the ", rest, ""))
	if miso != nil {
		cook = fmt.Sprintf("Add the noodles%s and cook for 3 minutes, loosening them with a fork", ifAny(" and the ", rest, ""))
	}
	if len(greens) > 0 {
		cook += fmt.Sprintf("; add the %s for the last 1–2 minutes, until wilted and bright", partNames(greens))
	}
	if miso != nil {
		// Miso goes in off the boil: boiling dulls its flavour and makes it grainy.
		cook += fmt.Sprintf(". Take the pan off the heat, whisk the %s into a ladle of the broth until smooth and stir it back in (keep the seasoning %s for another day)",
			miso.name(), sachets(packs))
	}
	d.step(4, "%s.", cook)
	if egg != nil {
		d.step(1, "Lift out the %s (6 1/2 minutes in all: a soft, jammy yolk), cool under cold running water for 30 seconds, then peel and halve.", eggsWord(packs, egg))
	}
	bowls := "a bowl"
	if packs > 1 {
		bowls = "bowls"
	}
	top := ""
	if egg != nil {
		top = " Sit the egg halves on top."
	}
	if butter != nil {
		top += fmt.Sprintf(" Put a pat of the %s on each bowl to melt into the broth.", butter.name())
	}
	if scallion != nil {
		top += fmt.Sprintf(" Scatter over the %s", scallion.name())
		top += ifAny(" and drizzle with the ", over, "") + "."
	} else if len(over) > 0 {
		top += fmt.Sprintf(" Finish with the %s.", partNames(over))
	}
	what := "noodles and broth"
	if len(rest) > 0 || len(greens) > 0 {
		what = "noodles, vegetables and broth" // only when the pot holds some
	}
	d.step(1, "Tip the %s into %s.%s%s", what, bowls, top, d.toppingsExcept(append(over, scallion, butter)...))
}

// eggsWord is "egg" for one and "eggs" for more.
func eggsWord(n int, egg *part) string {
	if n == 1 {
		return egg.name()
	}
	return plural(egg.name())
}

// sachets is "sachet" or "sachets" for the packs.
func sachets(n int) string {
	if n == 1 {
		return "sachet"
	}
	return "sachets"
}

// cupsOf says millilitres of water in cups: "2 cups".
func cupsOf(ml int) string {
	c := float64(ml) / 250
	if c == math.Trunc(c) {
		return fmt.Sprintf("%.0f cups", c)
	}
	return fmt.Sprintf("%.1f cups", c)
}
