package engine

import (
	"fmt"
	"math"
	"strings"
)

// Fruit poached in a sweet liquid: pears peeled whole and simmered in red wine (or a
// sugar syrup) with whole spices and orange peel until a knife slides in, the liquid
// then boiled down to a glossy syrup; and Thai bananas in coconut milk (kluay buat
// chee), bananas simmered a few minutes in coconut milk sweetened with sugar and
// sharpened with salt, a knotted pandan leaf in the pan where there is one.

func init() {
	ownNeeds["poached fruit"] = [][]string{{"pear"}, {"sugar", "brown sugar", "honey", "coconut sugar"}}
	ownNeeds["fruit in coconut milk"] = [][]string{{"banana"}, {"coconut milk"}}
	registerOwn(
		&form{name: "poached fruit", title: "Poached Pears", minMinutes: 45, simple: true, saltFactor: -1, method: "sweet",
			equipment: []string{"vegetable peeler", "saucepan just big enough to hold the fruit", "parchment paper", "slotted spoon"},
			write:     writePoachedPears},
		&form{name: "fruit in coconut milk", title: "Bananas in Coconut Milk", minMinutes: 15, simple: true, saltFactor: -1, method: "sweet",
			equipment: []string{"saucepan", "small bowls"}, write: writeBananasInCoconut},
	)
}

// poachSpices are the whole spices a poaching liquid takes, with what goes in for
// every four servings: a cinnamon stick, two star anise, a few cloves.
var poachSpices = []struct {
	name  string
	grams float64
}{{"cinnamon", 4}, {"star anise", 1}, {"cloves", 0.3}, {"vanilla pod", 3}}

func writePoachedPears(d *dish) {
	pears := d.protein
	sugar := d.find("sugar", "brown sugar", "honey", "coconut sugar")
	if pears == nil || sugar == nil {
		return
	}
	d.size(pears, pears.in.Units["piece"]) // one whole pear each
	pears.prep = "peeled, stalks left on"
	wine := d.find("red wine", "white wine")
	// A bottle of wine poaches four to six pears with a little water to cover; a plain
	// syrup is a litre of water to 200 g of sugar for four.
	liquid := "syrup"
	waterML := 250 * d.servings
	d.size(sugar, 50)
	if wine != nil {
		d.size(wine, 150)
		d.size(sugar, 30)
		waterML = 50 * d.servings
		liquid = "spiced " + wine.name()
	}
	batch := math.Ceil(d.servings / 6) // a pot of spices flavours up to six pears
	var spices []*part
	for _, s := range poachSpices {
		p := d.find(s.name)
		if p == nil {
			continue
		}
		p.grams, p.prep = s.grams*batch, ""
		if s.name == "vanilla pod" {
			p.prep = "split lengthways"
		}
		_, whole := wholeSpices[s.name]
		if l := d.pantry[p.in]; whole && (l == nil || !strings.Contains(lowered(l.Text), "ground")) {
			p.whole = true // a stick or whole cloves flavour the syrup and leave it clear; ground spice clouds it
		} else if whole {
			p.grams = 0.6 * batch // a pinch of the ground spice
		}
		spices = append(spices, p)
	}
	d.size(d.find("vanilla extract"), 1)
	orange := d.find("orange", "orange zest")
	if orange != nil && orange.in.Name == "orange" {
		orange.grams, orange.prep = orange.in.Units["piece"]*batch, "peel pared off in wide strips, then juiced"
	} else if orange != nil {
		d.size(orange, 1)
	}
	lemon := d.find("lemon")
	if lemon != nil {
		lemon.grams, lemon.prep = lemon.in.Units["piece"]*0.5*batch, "juiced"
	}
	flavour := append(nonNil(orange), spices...)
	if v := d.find("vanilla extract"); v != nil {
		flavour = append(flavour, v)
	}
	d.prepStep = len(d.steps)
	pour := fmt.Sprintf("%s of water and the %s", millilitres(waterML), sugar.name())
	if wine != nil {
		pour = fmt.Sprintf("the %s, %s of water and the %s", wine.name(), millilitres(waterML), sugar.name())
	}
	d.step(5, "Put %s in a saucepan just big enough to hold the fruit lying down%s. Warm over medium heat, stirring, until the sugar dissolves.",
		pour, ifAny(", with the ", flavour, ""))
	rub := ""
	if lemon != nil {
		rub = fmt.Sprintf(" rub them with the %s juice so they do not brown", lemon.name())
	}
	d.step(8, "Meanwhile, peel the %s thinly, leaving the stalks on, and cut a thin slice off the bottoms so they stand up%s.", plural(pears.name()), textIf(rub, ";", ""))
	colour := "turning them now and then so they colour evenly"
	if wine == nil {
		colour = "turning them now and then"
	}
	d.step(30, "Lower the pears into the %s; add a little water if it does not nearly cover them. Lay a circle of parchment on the surface and simmer gently, %s, until a thin knife slides into the thickest part with no resistance, 20–30 minutes (ripe pears take less).",
		liquid, colour)
	d.step(12, "Lift the pears out with a slotted spoon into a serving dish. Boil the liquid hard, uncovered, until it has reduced by about two thirds to a glossy syrup that coats a spoon, 10–15 minutes%s.",
		textIf(againIf(len(spices) > 0, "fish out the whole spices if you like"), ", then ", ""))
	extra := d.where(func(p *part) bool {
		switch p.in.Name {
		case "heavy cream", "creme fraiche", "greek yogurt", "yogurt", "mascarpone", "ice cream", "custard":
			return true
		}
		return false
	})
	for _, p := range extra {
		d.size(p, 30/float64(len(extra)))
	}
	d.step(2, "Pour the syrup over the pears and serve warm, or leave them to cool in it (a few hours in the fridge, or overnight, deepens the colour)%s.", ifAny(", with the ", extra, " on the side"))
	d.mentionLeftovers()
}

func writeBananasInCoconut(d *dish) {
	bananas, coconut := d.protein, d.find("coconut milk")
	if bananas == nil || coconut == nil {
		return
	}
	d.drop("black pepper")
	d.dropBoughtFat()
	// One banana a bowl (two of the small Thai nam wa), in 100 ml of coconut milk
	// thinned with a little water, sweet and just salty.
	d.size(bananas, bananas.in.Units["piece"])
	bananas.prep = "peeled, halved lengthways and cut into 5 cm (2 in) pieces"
	d.size(coconut, 100)
	sugars := d.sugars()
	for _, s := range sugars {
		d.size(s, 12/float64(len(sugars)))
	}
	salt := d.find("salt")
	if salt == nil {
		if salt = d.add("salt", RoleSpice, 0, ""); salt != nil {
			d.spices = append(d.spices, salt)
		}
	}
	if salt != nil {
		salt.grams = 0.4 * d.servings // a pinch a bowl: the salt is what makes it taste of more than sugar
	}
	pandan := d.find("pandan leaves")
	if pandan != nil {
		pandan.grams, pandan.prep = pandan.in.Units["leaf"]*math.Ceil(d.servings/4)*2, "tied in a knot"
	}
	water := 25 * d.servings
	d.prepStep = len(d.steps)
	d.step(5, "Peel the %s, halve them lengthways and cut into 5 cm (2 in) pieces%s.", plural(bananas.name()), ifAny("; tie the ", optionalList(pandan), " in a knot to bruise them"))
	d.step(5, "Pour the %s and %.0f ml of water into a saucepan%s and bring to a gentle simmer over medium heat, stirring; do not let it boil hard or it will split.",
		coconut.name(), water, ifAny(" with the ", optionalList(pandan), ""))
	d.step(2, "Stir in the %s until dissolved. Taste: it should be sweet with a clear salty edge.", plurals(append(sugars, optionalList(salt)...)))
	d.step(5, "Add the bananas and simmer gently until soft right through but still holding their shape, 3–5 minutes (firmer, less ripe bananas take the longer time).")
	d.step(1, "%sLadle the bananas and their coconut milk into small bowls and serve warm or at room temperature.", ifAny("Lift out the ", optionalList(pandan), ". "))
	d.mentionLeftovers()
}

// millilitres writes a volume of water as a cook measures it: "200 ml", "1 litre",
// "1.5 litres".
func millilitres(ml float64) string {
	switch {
	case ml < 1000:
		return fmt.Sprintf("%.0f ml", math.Round(ml/10)*10)
	case math.Abs(ml-1000) < 50:
		return "1 litre"
	}
	return strings.TrimSuffix(fmt.Sprintf("%.1f", math.Round(ml/100)/10), ".0") + " litres"
}
