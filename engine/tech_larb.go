package engine

import (
	"fmt"
	"strings"
)

// Larb (laab), the Lao and Isan salad of minced meat: pork or chicken mince cooked
// through in a dry pan with a splash of water, never browned crisp; off the heat it is
// dressed while warm with lime juice, fish sauce, dried chili and a pinch of sugar, then
// tossed with sliced shallots, torn mint and cilantro, and the toasted rice powder
// (khao khua) that gives it its nutty crunch: raw rice toasted golden in a dry pan and
// ground. Eaten warm or at room temperature with lettuce leaves, raw vegetables and rice.

func init() {
	ownNeeds["larb"] = [][]string{{"lime", "lime juice", "lemon"}, {"fish sauce"}}
	registerOwn(&form{name: "larb", title: "Larb", minMinutes: 15, simple: true, saltFactor: -1, method: "simmer",
		equipment: []string{"wok or large skillet", "small dry skillet", "mortar and pestle or spice grinder", "large bowl"}, write: writeLarb})
}

func writeLarb(d *dish) {
	meat, fish, lime := d.protein, d.find("fish sauce"), d.find("lime", "lime juice", "lemon")
	if meat == nil || fish == nil || lime == nil {
		return
	}
	meat.prep = ""
	if meat.in.Name == "chicken breast" || meat.in.Name == "chicken thigh" {
		meat.prep = "finely chopped by hand to a coarse mince"
	}
	d.size(fish, 6)
	d.size(lime, 18)
	if lime.in.Name != "lime juice" {
		lime.prep = "juiced"
	}
	// The toasted rice powder: a spoonful of raw rice a serving, from the cook's rice
	// when it is raw, else a little bought for it.
	rice := d.starch
	powder := rice
	ready := false // the cook's toasted rice powder, bought or made before
	if rice != nil {
		if l := d.pantry[rice.in]; l != nil && strings.Contains(strings.ToLower(l.Text), "powder") {
			ready, rice = true, nil
			d.size(powder, 5)
			d.starch, powder.role = nil, RoleGarnish // stirred in, not cooked as rice
			powder.weighed = true                    // "10 g": a spoonful, not a quarter cup
			d.extras = append(d.extras, powder)
		}
	}
	switch {
	case ready:
	case rice == nil || rice.in.Name == "cooked rice":
		powder = d.find("glutinous rice", "white rice", "jasmine rice")
		if powder == nil {
			if powder = d.add("glutinous rice", RoleStarch, 0, ""); powder != nil {
				d.extras = append(d.extras, powder)
			}
		}
		d.size(powder, 5)
	default:
		rice.grams += 5 * d.servings
	}
	chili := d.find("red pepper flakes", "gochugaru", "red chili", "cayenne")
	if chili == nil {
		if chili = d.add("red pepper flakes", RoleSpice, 0, ""); chili != nil {
			d.spices = append(d.spices, chili)
		}
	}
	if chili != nil {
		d.size(chili, 0.4)
		if chili.in.Name == "red chili" {
			d.size(chili, 4)
			chili.prep = "finely chopped"
		}
	}
	sugar := d.find("sugar", "palm sugar", "brown sugar")
	d.size(sugar, 1)
	shallot := d.find("shallot", "red onion")
	if shallot != nil {
		d.size(shallot, 15)
		shallot.prep = "thinly sliced"
	}
	scallion := d.find("scallion")
	if scallion != nil {
		d.size(scallion, 6)
		scallion.prep = "thinly sliced"
	}
	herbs := d.where(func(p *part) bool {
		return p.in.Name == "mint" || p.in.Name == "cilantro" || p.in.Name == "thai basil"
	})
	for _, h := range herbs {
		d.size(h, 4)
		h.prep = "roughly chopped"
	}
	sides := d.where(func(p *part) bool {
		return p.in.Name == "romaine lettuce" || p.in.Name == "iceberg lettuce" || p.in.Name == "cucumber" || p.in.Name == "green beans" || p.in.Name == "cabbage"
	})
	for _, s := range sides {
		d.size(s, 50/float64(len(sides)))
		switch s.in.Name {
		case "romaine lettuce", "iceberg lettuce":
			s.prep = "leaves separated"
		case "cucumber":
			s.prep = "sliced"
		case "green beans":
			s.prep = "trimmed and cut into short lengths"
		case "cabbage":
			s.prep = "cut into wedges"
		}
	}
	d.dropFat()
	d.drop("black pepper")
	d.prep(0)
	if powder != nil && !ready {
		m, how := 6, "over medium heat, shaking the pan, until deep golden and nutty, 5–6 minutes"
		if d.quick {
			m, how = 4, "over medium-high heat, shaking the pan all the time, until deep golden, 3–4 minutes"
		}
		d.step(m, "Make the toasted rice powder: toast %d tablespoons of the raw %s in a small dry skillet %s; grind it to a coarse powder in a mortar or spice grinder.",
			max(1, int(d.servings/2+0.5)), powder.name(), how)
	}
	d.step(5, "Put the %s in a wok or large skillet with %s over medium heat and cook, breaking it up finely, until no pink remains and it is just cooked through, 4–5 minutes; do not brown it. Take it off the heat and let it cool for a minute.",
		meat.name(), splashOfWater(d.servings))
	dress := someOf(lime, fish)
	dress = append(dress, someOf(chili, sugar)...)
	d.step(2, "Stir in the %s while the meat is warm, so it drinks them up; taste: it should be sour, salty and hot in that order.", partNames(dress))
	toss := someOf(shallot, scallion)
	toss = append(toss, herbs...)
	if powder != nil {
		d.step(1, "Toss in the %s and most of the "+powderName(powder, ready)+" just before serving.", partNames(toss))
	} else {
		d.step(1, "Toss in the %s just before serving.", partNames(toss))
	}
	serve := "Pile the larb onto a plate"
	if powder != nil {
		serve += ", scatter over the rest of the " + powderName(powder, ready) + ","
	}
	with := append([]*part{}, sides...)
	if rice != nil && rice.in.Name != "cooked rice" || rice != nil && rice != powder {
		with = append(with, rice)
	}
	d.step(1, "%s and serve warm or at room temperature%s.", serve, ifAny(", with the ", with, " alongside"))
	d.mentionLeftovers()
}

// splashOfWater is the few spoons of water mince cooks in without browning.
func splashOfWater(servings float64) string {
	tbsp := max(2, int(servings*0.75+0.5))
	return fmt.Sprintf("%d tablespoons of water", tbsp)
}

// powderName is what the steps call the toasted rice powder.
func powderName(p *part, ready bool) string {
	if ready {
		return p.name()
	}
	return "rice powder"
}
