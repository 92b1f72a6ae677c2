package engine

import (
	"fmt"
	"math"
)

// Okonomiyaki, the Osaka cabbage pancake: a loose batter of flour, dashi (or water) and
// egg with a mound of finely shredded cabbage and scallion folded through, poured into a
// thick round in an oiled skillet, thin slices of pork belly laid on top; cooked gently,
// covered, until golden beneath, flipped so the pork crisps, and turned back to serve,
// brushed with okonomiyaki sauce, striped with mayonnaise and scattered with bonito.

func init() {
	ownNeeds["okonomiyaki"] = [][]string{{"cabbage", "napa cabbage"}, {"egg"}}
	registerOwn(&form{name: "okonomiyaki", title: "Okonomiyaki", minMinutes: 25, simple: true, saltFactor: 0.3, method: "fry",
		equipment: []string{"large bowl", "whisk", "nonstick skillet with lid", "2 wide spatulas"}, write: writeOkonomiyaki})
}

func writeOkonomiyaki(d *dish) {
	flour, cabbage, egg := d.starch, d.find("cabbage", "napa cabbage"), d.eggPart()
	if flour == nil || cabbage == nil || egg == nil {
		return
	}
	d.size(flour, 35)
	d.size(cabbage, 110)
	cabbage.prep = "finely shredded"
	if w, ok := egg.in.UnitGrams("piece"); ok {
		egg.grams = w * math.Max(1, math.Round(d.servings))
	}
	egg.prep = ""
	scallion := d.find("scallion")
	if scallion != nil {
		d.size(scallion, 8)
		scallion.prep = "thinly sliced"
	}
	dashi := d.find("dashi")
	d.size(dashi, 35)
	meat := d.protein
	if meat != nil {
		d.size(meat, 40)
		meat.prep = "thinly sliced"
		if meat.in.Name == "shrimp" {
			meat.prep = "peeled and chopped"
		}
	}
	sauce := d.find("tonkatsu sauce")
	ketchup, worcester := d.find("ketchup"), d.find("worcestershire sauce")
	if sauce == nil && (ketchup == nil || worcester == nil) {
		if sauce = d.add("tonkatsu sauce", RoleSauce, 0, ""); sauce != nil {
			d.sauces = append(d.sauces, sauce)
		}
	}
	d.size(sauce, 15)
	if sauce == nil {
		d.size(ketchup, 10)
		d.size(worcester, 5)
	}
	mayo := d.find("mayonnaise")
	d.size(mayo, 10)
	tops := d.where(func(p *part) bool {
		return p.in.Name == "bonito flakes" || p.in.Name == "nori" || p.in.Name == "pickled ginger"
	})
	for _, t := range tops {
		d.size(t, 1.5)
		if t.in.Name == "nori" {
			t.prep = "crumbled"
		}
	}
	d.size(d.fat, 4)
	d.drop("black pepper")
	d.prep(0)
	liquid := "water"
	if dashi != nil {
		liquid = dashi.name()
	}
	ml := 35 * d.servings
	d.step(3, "Whisk the %s with %s of cold %s and a pinch of salt to a smooth, loose batter, then beat in the %s.",
		flour.name(), millilitres(ml), liquid, pluralIf(egg.name(), count(egg)))
	d.step(2, "Fold in the %s%s until every shred is coated; it should look like more cabbage than batter.",
		cabbage.name(), ifAny(" and the ", someOf(scallion), ""))
	n := int(math.Max(1, math.Round(d.servings)))
	rounds := (n + 1) / 2
	pans := "a nonstick skillet"
	each := "a thick round about 2 cm (3/4 in) deep, one pancake a person"
	if n > 1 {
		pans = "a large nonstick skillet (two pancakes fit side by side)"
	}
	top := ""
	if meat != nil {
		top = fmt.Sprintf(" Lay the %s over the top in a single layer.", meat.name())
	}
	d.step(6*rounds, "Heat a little of the %s in %s over medium heat. Spoon in the batter in %s, pressing it gently into shape.%s Cover and cook until golden underneath and set at the edges, about 5 minutes.",
		d.fatName(), pans, each, top)
	side := "pork side"
	if meat == nil {
		side = "other side"
	} else if meat.in.Name == "shrimp" {
		side = "shrimp side"
	}
	d.step(6*rounds, "Flip with two wide spatulas and cook the %s down, uncovered, pressing lightly, until golden and cooked through, 5–6 minutes; flip back.%s",
		side, map[bool]string{true: fmt.Sprintf(" Keep each one warm in a low oven while you cook the rest (%d rounds in all).", rounds), false: ""}[rounds > 1])
	brush := "the " + orName(sauce, "okonomiyaki sauce")
	if sauce == nil && ketchup != nil && worcester != nil {
		brush = fmt.Sprintf("the %s and %s stirred together", ketchup.name(), worcester.name())
	}
	d.step(2, "Brush the tops with %s%s%s and serve at once, cut into wedges.",
		brush, ifAny(", zigzag the ", someOf(mayo), " over"), ifAny(" and scatter with the ", tops, ""))
	d.mentionLeftovers()
}
