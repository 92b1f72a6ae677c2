package engine

import (
	"fmt"
	"math"
	"strings"
)

// Burgers in their buns: the mince shaped into patties a little wider than the bun and
// seasoned only on the outside just before they go in, seared hard in a hot heavy pan
// for a crust, turned once, the cheese laid on to melt under a lid for the last minute;
// the buns toasted cut side down in the fat left in the pan, then built: sauce, lettuce,
// the patty, tomato, onion and pickles, the lid.

func init() {
	registerOwn(&form{name: "burger", title: "Burgers", minMinutes: 15, simple: true, saltFactor: -1, method: "sear",
		equipment: []string{"large heavy skillet or griddle with a lid", "spatula"}, write: writeBurger})
}

func writeBurger(d *dish) {
	mince, buns := d.protein, d.starch
	if mince == nil || buns == nil {
		return
	}
	bought := false // bought patties are cooked as they come, a patty a burger
	if w, ok := mince.in.UnitGrams("piece"); ok {
		bought = true
		mince.grams = w * math.Round(max(1, d.servings))
	} else {
		d.size(mince, 140) // a patty a burger, about 140 g raw
	}
	mince.prep = ""
	if w, ok := buns.in.UnitGrams("piece"); ok {
		buns.grams = w * d.servings
	}
	buns.prep = ""
	cheeses := d.cheeses()
	for _, c := range cheeses {
		c.prep = "sliced"
		slice := 20.0
		if w, ok := c.in.UnitGrams("slice"); ok {
			slice, c.slices, c.prep = w, true, "" // "6 slices cheddar" for six burgers, bought sliced
			if l := d.pantry[c.in]; l != nil && l.Unit != "slice" && !strings.Contains(lowered(l.Text), "slice") {
				c.prep = "cut into slices" // a block or a bag is cut to lay over, never "1 cup cheddar"
			}
		}
		d.size(c, slice/float64(len(cheeses))) // a slice a burger
	}
	sauces := d.where(func(p *part) bool {
		switch p.in.Name {
		case "ketchup", "yellow mustard", "english mustard", "dijon mustard", "mayonnaise", "bbq sauce", "hot sauce", "sriracha":
			return true
		}
		return false
	})
	for _, s := range sauces {
		d.size(s, 10)
	}
	var layers []*part
	for p := range d.eachPart {
		if p == mince || p == buns || p == d.fat || contains(cheeses, p) || contains(sauces, p) || p.role == RoleSpice {
			continue
		}
		switch p.in.Name {
		case "onion", "red onion":
			d.size(p, 15)
			p.prep = "cut into thin rings"
		case "tomato":
			d.size(p, 30)
			p.prep = "sliced"
		case "pickles":
			d.size(p, 12)
			p.prep = "sliced"
		case "romaine lettuce", "iceberg lettuce", "mixed greens", "arugula":
			d.size(p, 12)
			p.prep = "leaves separated"
		default:
			p.prep = layerPrep(p)
		}
		layers = append(layers, p)
	}
	d.size(d.fat, 3)
	for _, name := range []string{"salt", "black pepper"} {
		sp := d.find(name)
		if sp == nil {
			if sp = d.add(name, RoleSpice, 0, ""); sp != nil {
				d.spices = append(d.spices, sp)
			}
		}
		d.size(sp, map[string]float64{"salt": 1.2, "black pepper": 0.3}[name]) // on the outside of the patty only
	}
	later := d.prepFirst(cheeses) // the cheese is ready before the patties go in
	n := int(d.servings + 0.5)
	if bought {
		d.step(1, "Take the %s out of their packet and pat them dry; season both sides with the salt and pepper just before cooking (skip the salt if the packet says they are seasoned).",
			plural(mince.name()))
	} else {
		d.step(4, "Divide the %s into %d equal pieces and press each into a patty 1.5 cm (5/8 in) thick and a little wider than the buns, with a shallow dimple in the middle so it stays flat as it shrinks. Handle it as little as you can; season both sides with the salt and pepper just before cooking.",
			mince.name(), n)
	}
	pan := "Heat the skillet over high heat until very hot"
	if d.fat != nil {
		pan += fmt.Sprintf(", add the %s", d.fat.name())
	}
	batches := ""
	if n > 4 {
		batches = " (in batches, not crowding the pan)"
	}
	melt := ""
	if len(cheeses) > 0 {
		melt = fmt.Sprintf("; for the last minute lay the %s on top and cover the pan to melt it", plurals(cheeses))
	}
	d.step(8, "%s and lay in the patties%s. Sear without moving them until a dark crust forms, 3–4 minutes; turn once and cook until %s, about 3 minutes more%s. Rest them on a plate.%s",
		pan, batches, doneness(mince.in), melt, meanwhile(later, ""))
	d.step(2, "Split the %s and toast them cut side down in the hot pan until golden, about 1 minute.", plural(buns.name()))
	build := "Build the burgers: "
	if len(sauces) > 0 {
		build += fmt.Sprintf("spread the bottoms with the %s, ", plurals(sauces))
	}
	build += "set a patty on each"
	if len(layers) > 0 {
		build += fmt.Sprintf(", pile on the %s", plurals(layers))
	}
	d.step(2, "%s, and close with the tops. Serve at once.", build)
	d.mentionLeftovers()
}
