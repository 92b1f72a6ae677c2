package engine

import (
	"fmt"
	"math"
)

// Kleftiko, Greek slow-roast lamb: the shoulder studded with garlic, rubbed with lemon,
// oregano and olive oil, roasted covered on a bed of potatoes (and the cook's carrots
// and onion) with a splash of wine until it falls from the bone, then uncovered so the
// lamb browns and the potatoes, soaked in its juices, turn golden.

func init() {
	ownNeeds["kleftiko"] = [][]string{{"lamb shoulder", "lamb leg"}, {"potato"}}
	registerOwn(&form{name: "kleftiko", title: "Greek Slow-Roast Lamb", minMinutes: 150, saltFactor: 0.8, method: "roast",
		equipment: []string{"large roasting tin", "foil", "small sharp knife"}, write: writeKleftiko})
}

func writeKleftiko(d *dish) {
	lamb, spuds := d.protein, d.starch
	if lamb == nil || spuds == nil {
		return
	}
	lamb.prep = ""
	spuds.prep = "peeled and cut into large chunks"
	garlic := d.find("garlic")
	if garlic != nil {
		garlic.prep = "peeled and thinly sliced"
		d.size(garlic, 3)
	}
	lemon := d.find("lemon", "lemon juice")
	if lemon != nil {
		lemon.prep = "juiced"
		if lemon.in.Name == "lemon" {
			lemon.grams = lemon.in.Units["piece"] * math.Max(1, math.Round(d.servings/3))
		}
	}
	herbs := d.where(func(p *part) bool {
		return p.in.Name == "rosemary" || p.in.Name == "oregano" || p.in.Name == "thyme"
	})
	for _, h := range herbs {
		h.prep = "leaves picked"
		h.grams = math.Min(h.grams, 2*math.Max(1, d.servings/2))
	}
	oregano := d.find("dried oregano")
	d.size(oregano, 0.5)
	wine := d.find("red wine", "white wine")
	d.size(wine, 20)
	vegs := d.where(func(p *part) bool { return p.role == RoleVegetable || p.in.Name == "onion" || p.in.Name == "red onion" })
	for _, v := range vegs {
		if v == garlic {
			continue
		}
		switch v.in.Name {
		case "onion", "red onion":
			v.prep = "cut into wedges"
		case "tomato":
			v.prep = "quartered"
		default:
			v.prep = "cut into thick chunks"
		}
	}
	feta := d.find("feta")
	d.size(d.fat, 10)
	// Two hours covered for a shoulder of up to 1.5 kg, half an hour more a kilo beyond.
	kg := lamb.grams / 1000
	covered := 120 + int(math.Max(0, math.Round((kg-1.5)*2))*15)
	d.prep(180)
	season := []*part{}
	if lemon != nil {
		season = append(season, lemon)
	}
	season = append(season, herbs...)
	if oregano != nil {
		season = append(season, oregano)
	}
	rub := fmt.Sprintf("Make deep slits all over the %s with a small sharp knife", lamb.name())
	if garlic != nil {
		rub += fmt.Sprintf(" and push a slice of the %s into each", garlic.name())
	}
	rub += fmt.Sprintf(". Rub it all over with half the %s", d.fatName())
	if len(season) > 0 {
		rub += ", " + partNames(season)
	}
	rub += ", a good pinch of salt and plenty of pepper."
	d.step(5, "%s", rub)
	bed := fmt.Sprintf("Toss the %s", spuds.name())
	if len(vegs) > 0 {
		bed += " and " + partNames(vegs)
	}
	bed += fmt.Sprintf(" in a large roasting tin with the rest of the %s and a pinch of salt, and sit the %s on top", d.fatName(), lamb.name())
	pour := "Pour about 1/2 cup (120 ml) of water into the tin"
	if wine != nil {
		pour = fmt.Sprintf("Pour the %s and about 1/2 cup (120 ml) of water into the tin", wine.name())
	}
	d.step(covered+3, "%s. %s, cover tightly with foil, crimping it round the edges so no steam escapes, and roast at %s for %s, so the lamb braises in the steam of its juices, until the meat is very tender and comes away from the bone.",
		bed, pour, temp(180), minutesText(covered))
	d.step(25, "Uncover, turn the oven up to %s and roast 20–25 minutes more, turning the potatoes in the juices once, until the lamb is browned and the potatoes golden at the edges.", temp(220))
	top := ""
	if feta != nil {
		feta.prep = "crumbled"
		d.size(feta, 20)
		top = fmt.Sprintf(" Crumble the %s over the potatoes.", feta.name())
	}
	d.step(10, "Rest the lamb under loose foil for 10 minutes, then pull it into chunks with two forks and serve with the potatoes and vegetables, the juices from the tin spooned over.%s", top)
	d.mentionLeftovers()
}

// minutesText is a long time as a cook writes it: "2 hours", "2 1/2 hours".
func minutesText(m int) string {
	h, r := m/60, m%60
	switch {
	case r == 0 && h == 1:
		return "1 hour"
	case r == 0:
		return fmt.Sprintf("%d hours", h)
	case r == 30:
		return fmt.Sprintf("%d 1/2 hours", h)
	}
	return fmt.Sprintf("%d hours %d minutes", h, r)
}
