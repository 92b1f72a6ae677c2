package engine

import (
	"fmt"
	"strings"
)

// Chilaquiles: tortilla chips (or stale corn tortillas cut in wedges and fried crisp)
// tossed off the heat in a salsa, green or red, simmered a few minutes to thicken, so
// they soften at the edges and keep a little crunch; shredded chicken warmed in the
// salsa, or an egg a plate fried on top; crema, crumbled queso fresco or cotija, raw
// onion and cilantro over. Served the moment they are tossed. Twenty minutes.

func init() {
	ownNeeds["chilaquiles"] = [][]string{{"tortilla chips", "corn tortilla"}, {"salsa"}}
	registerOwn(&form{name: "chilaquiles", title: "Chilaquiles", minMinutes: 12, simple: true, fatFactor: 1, saltFactor: 0.2,
		method: "simmer", ownsEggs: true, equipment: []string{"large deep skillet", "nonstick skillet", "kitchen paper"},
		write: writeChilaquiles})
}

func writeChilaquiles(d *dish) {
	chips, salsa := d.starch, d.find("salsa")
	if chips == nil || salsa == nil {
		return
	}
	d.size(salsa, 125) // half a cup a plate: enough to coat, not to drown
	salsa.prep = ""
	fried := chips.in.Name == "corn tortilla"
	if fried {
		if w, ok := chips.in.UnitGrams("piece"); ok {
			chips.grams = 3 * w * d.servings
		}
		chips.prep = "cut into 6 wedges each"
		d.size(d.fat, 15) // a shallow film to fry the wedges, most left in the pan
	} else {
		d.size(chips, 60)
		chips.prep = ""
		d.size(d.fat, 5)
	}
	eggs := d.eggPart()
	if eggs != nil {
		eggs.prep = ""
		if w, ok := eggs.in.UnitGrams("piece"); ok {
			eggs.grams = w * d.servings // an egg a plate
		}
	}
	chicken := d.where(func(p *part) bool { return p.in.Category == "poultry" || p.in.Category == "meat" })
	for _, c := range chicken {
		d.size(c, 70/float64(len(chicken)))
		c.prep = "shredded"
	}
	broth := d.find("chicken broth", "vegetable broth")
	if broth != nil {
		d.size(broth, 30)
		broth.prep = ""
	}
	onion := d.find("white onion", "onion", "red onion")
	if onion != nil {
		d.size(onion, 15)
		onion.prep = "thinly sliced"
	}
	cheese := d.cheeses()
	for _, c := range cheese {
		d.size(c, 25/float64(len(cheese)))
		c.prep = "crumbled"
	}
	crema := d.find("sour cream", "creme fraiche", "heavy cream")
	if crema != nil {
		d.size(crema, 20)
		crema.prep = ""
	}
	// Chillies and peppers soften in the oil before the salsa goes in; beans warm in it.
	d.drop("black pepper")
	var soften, warm, top, beans []*part
	for p := range d.eachPart {
		switch {
		case p == chips || p == salsa || p == eggs || p == broth || p == onion || p == crema || p == d.fat || contains(chicken, p) || contains(cheese, p),
			p.in.Name == "salt": // the salsa is tasted for salt
		case isBean(p.in) || p.in.Name == "refried beans":
			beans = append(beans, p) // frijoles on the side, not stewed with the chips
			d.size(p, 60)
			p.prep = ""
		case p.in.Name == "avocado" || p.role == RoleHerb || p.role == RoleGarnish:
			if p.in.Name == "avocado" {
				p.prep = "halved, pitted and sliced"
			}
			top = append(top, p)
		case p.role == RoleVegetable || p.role == RoleAromatic:
			soften = append(soften, p)
		case p.role == RoleSpice:
			warm = append(warm, p)
		default:
			top = append(top, p)
		}
	}
	later := d.prepFirst(append(append([]*part{}, soften...), chips))
	if fried {
		rounds := (count(chips) + 3) / 4 // four tortillas' wedges a batch
		d.step(max(6, 3*rounds), "Heat the %s in a large deep skillet over medium-high heat until a tortilla wedge sizzles hard. Fry the wedges in batches, turning once, until crisp and golden, 2–3 minutes a batch; lift onto kitchen paper and salt lightly. Pour off all but a thin film of the oil.%s",
			d.fatName(), meanwhile(later, ""))
		later = nil
	}
	if len(soften) > 0 {
		heat := fmt.Sprintf("Heat the %s in a large deep skillet over medium heat", d.fatName())
		if fried {
			heat = "Set the skillet back over medium heat"
		}
		d.step(4, "%s and cook the %s, stirring, until soft, about 3 minutes.%s", heat, plurals(soften), meanwhile(later, ""))
		later = nil
	}
	in := []*part{salsa}
	if broth != nil {
		in = append(in, broth)
	}
	in = append(in, chicken...)
	in = append(in, warm...)
	pour := "Pour the " + plurals(in) + " into the skillet"
	if len(soften) == 0 && !fried {
		pour = fmt.Sprintf("Pour the %s into a large deep skillet", plurals(in))
	}
	loosen := ""
	if broth == nil {
		loosen = " with a splash of water"
	}
	var tasks []string
	if t := prepTasks(later); t != "" {
		tasks = append(tasks, t)
	}
	for _, b := range beans {
		if b.in.Name == "refried beans" {
			tasks = append(tasks, fmt.Sprintf("warm the %s in a small saucepan over low heat with a splash of water, stirring, until hot and loose", b.name()))
		} else {
			tasks = append(tasks, fmt.Sprintf("warm the %s in a small saucepan over low heat with a splash of their liquid or water, mashing a few against the side, until hot", b.name()))
		}
	}
	if eggs != nil {
		n := count(eggs)
		batch := ""
		if n > 4 {
			batch = ", in two batches"
		}
		fryIn := "a little oil"
		if !fried {
			fryIn = "the " + d.fatName()
		}
		tasks = append(tasks, fmt.Sprintf("fry the %s in %s in a nonstick skillet over medium heat%s until the whites are set and the yolks still runny, about 3 minutes", pluralIf(eggs.name(), n), fryIn, batch))
	}
	also := ""
	if len(tasks) > 0 {
		also = " Meanwhile, " + strings.Join(tasks, "; ") + "."
	}
	d.step(6, "%s%s, bring to a simmer over medium heat and cook, stirring now and then, until it coats a spoon, 4–5 minutes; taste for salt.%s",
		pour, loosen, also)
	over := []*part{}
	if eggs != nil {
		over = append(over, eggs)
	}
	if crema != nil {
		over = append(over, crema)
	}
	over = append(over, cheese...)
	if onion != nil {
		over = append(over, onion)
	}
	over = append(over, top...)
	finish := ""
	if len(over) > 0 {
		finish = " Top with the " + plurals(over) + "."
	}
	what := "the " + pluralIf(chips.name(), 2)
	if fried {
		what = "the fried " + chips.name() + " wedges"
	}
	side := ""
	if len(beans) > 0 {
		side = " Spoon the " + plurals(beans) + " alongside."
	}
	d.step(2, "Off the heat, tip in %s and fold gently until every piece is coated but still has some crunch, about 30 seconds. Divide among plates at once.%s%s Serve straight away: the chips soften as they sit.",
		what, finish, side)
	d.mentionLeftovers()
}
