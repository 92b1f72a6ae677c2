package engine

import (
	"fmt"
	"strings"
)

// Bought crumpets, toasted: two a serving, toasted until crisp at the edges and hot
// right through, buttered at once so it melts into the holes, with the cook's honey,
// jam or yeast extract; or cheese crumpets, toasted, buttered, heaped with grated
// cheese and browned under a hot grill.

func init() {
	registerOwn(&form{name: "crumpets", title: "Crumpets", minMinutes: 6, simple: true, saltFactor: -1, method: "none",
		equipment: []string{"toaster or grill", "butter knife"}, write: writeCrumpets})
}

// crumpetCheeses are the cheeses that melt well on a crumpet.
var crumpetCheeses = []string{"cheddar", "gruyere", "swiss cheese", "monterey jack", "gouda", "provolone", "mozzarella"}

func writeCrumpets(d *dish) {
	crumpets := d.starch
	if crumpets == nil {
		return
	}
	crumpets.prep = ""
	d.size(crumpets, 2*crumpets.in.Units["piece"]) // two each
	n := count(crumpets)
	fat := d.fat
	if fat == nil {
		fat = d.butter()
	}
	if fat != nil {
		d.size(fat, 8)
		fat.prep = "softened"
	}
	fatName := "butter"
	if fat != nil {
		fatName = fat.name()
	}
	cheese := d.find(crumpetCheeses...)
	if cheese == nil {
		spreads := d.where(func(p *part) bool {
			switch p.in.Name {
			case "honey", "jam", "golden syrup", "maple syrup", "lemon curd", "yeast extract":
				return true
			}
			return false
		})
		for _, p := range spreads {
			g := 10.0 / float64(len(spreads))
			if p.in.Name == "yeast extract" {
				g = 1.5 // a thin scrape
			}
			d.size(p, g)
		}
		d.prepStep = len(d.steps)
		d.step(5, "Toast the %s in a toaster (or under a hot grill, 2–3 minutes a side, holey side last) until crisp at the edges and hot right through; a second round in the toaster does no harm.", pluralIf(crumpets.name(), n))
		top := ""
		if len(spreads) > 0 {
			top = ", then with the " + eitherOf(spreads) + " as you like"
		}
		d.step(1, "Spread with the %s straight away so it melts into the holes%s, and serve hot.", fatName, top)
		d.mentionLeftovers()
		return
	}
	d.size(cheese, 30)
	cheese.prep = "grated"
	d.size(fat, 5)
	relish := d.where(func(p *part) bool {
		return p.in.Name == "worcestershire sauce" || p.in.Name == "dijon mustard" || p.in.Name == "yellow mustard" || p.in.Name == "english mustard"
	})
	for _, p := range relish {
		d.size(p, 1.5)
	}
	d.equipment = append(d.equipment, "baking sheet", "grater")
	d.prepStep = len(d.steps)
	d.step(3, "Heat the grill to high and grate the %s.", cheese.name())
	d.step(5, "Toast the %s on a baking sheet under the grill, 2 minutes on the flat side, then 1–2 minutes on the holey side until just crisp.", pluralIf(crumpets.name(), n))
	spread := fmt.Sprintf("Spread the holey sides thinly with the %s", fatName)
	if len(relish) > 0 {
		spread += fmt.Sprintf(" and a little %s", partNames(relish))
	}
	d.step(3, "%s, heap over the %s right to the edges and grill until bubbling and browned in spots, 2–3 minutes. Serve at once.", spread, cheese.name())
	d.mentionLeftovers()
}

// eitherOf names parts as choices: "the honey, jam or yeast extract".
func eitherOf(parts []*part) string {
	names := make([]string, len(parts))
	for i, p := range parts {
		names[i] = p.name()
	}
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
