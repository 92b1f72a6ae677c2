package engine

import (
	"fmt"
	"strings"
)

// Two plain ways with a tin of beans.
//
// Roasted chickpeas: drained, dried hard on a towel (wet ones steam, never crisp),
// tossed with oil and salt and roasted in one layer until they rattle on the tray; the
// spices go on hot from the oven so they do not scorch, and they crisp further as they
// cool. A snack.
//
// Ful medames: fava beans warmed in their liquid and crushed roughly with garlic, cumin,
// lemon and salt, some left whole, spooned into a bowl with a pool of olive oil, more
// cumin and chilli on top, parsley and tomato over and a boiled egg beside; bread to
// scoop it. An Egyptian breakfast.

func init() {
	ownNeeds["roast chickpeas"] = [][]string{{"chickpeas"}}
	ownNeeds["ful"] = [][]string{{"fava beans"}}
	registerOwn(
		&form{name: "roast chickpeas", title: "Roasted Chickpeas", minMinutes: 35, simple: true, saltFactor: -1, method: "roast",
			equipment: []string{"colander", "clean tea towel", "rimmed baking sheet", "mixing bowl"}, write: writeRoastChickpeas},
		&form{name: "ful", title: "Ful Medames", minMinutes: 15, simple: true, saltFactor: 0.5, method: "simmer", ownsEggs: true,
			equipment: []string{"saucepan", "masher or fork", "small saucepan", "shallow serving bowl"}, write: writeFul},
	)
}

func writeRoastChickpeas(d *dish) {
	peas := d.protein
	if peas == nil {
		return
	}
	d.size(peas, 120) // half a drained tin a person: a snack bowl
	peas.prep = ""
	d.drop("black pepper")
	if d.fat != nil {
		d.size(d.fat, 5)
	}
	salt := d.find("salt")
	if salt == nil {
		if salt = d.add("salt", RoleSpice, 0, ""); salt != nil {
			d.spices = append(d.spices, salt)
		}
	}
	if salt != nil {
		salt.grams, salt.prep = 0.8*d.servings, ""
	}
	spices := d.where(func(p *part) bool { return p.role == RoleSpice && p != salt })
	for _, s := range spices {
		d.size(s, 0.6)
	}
	lemon := d.find("lemon", "lime")
	if lemon != nil {
		lemon.prep = "zest finely grated"
		d.size(lemon, 8)
	}
	d.prepStep = len(d.steps)
	d.step(8, "Heat the oven to %s. Drain the %s, rinse them and tip onto a clean tea towel; rub them dry, letting any loose skins fall away, and leave them to dry while the oven heats: wet chickpeas steam rather than crisp.", temp(200), peas.name())
	d.step(30, "Toss the %s on the baking sheet with the %s and half the %s, spread them in one layer and roast, shaking the tray every 10 minutes, until golden and crisp right through (they rattle), 25–30 minutes.",
		peas.name(), d.fatName(), orName(salt, "salt"))
	season := append(someOf(salt), spices...)
	if lemon != nil {
		season = append(season, lemon)
	}
	text := "Tip them into a bowl"
	if len(season) > 0 {
		text += fmt.Sprintf(" and toss while hot with the %s", plurals(season))
		if salt != nil {
			text = strings.Replace(text, "with the "+salt.name(), "with the rest of the "+salt.name(), 1)
		}
	}
	d.step(3, "%s. Leave to cool for a few minutes, when they crisp further, and serve; they keep crisp for a day in an open bowl, going soft in a closed tin.%s", text, d.toppingsExcept(append(season, peas, d.fat)...))
	d.mentionLeftovers()
}

func writeFul(d *dish) {
	beans := d.protein
	if beans == nil {
		return
	}
	d.size(beans, 150)
	beans.prep = ""
	d.drop("black pepper")
	garlic := d.find("garlic")
	if garlic != nil {
		d.size(garlic, 3)
		garlic.prep = "crushed"
	}
	cumin := d.find("cumin", "cumin seeds")
	d.size(cumin, 0.8)
	lemon := d.find("lemon", "lemon juice")
	if lemon != nil {
		d.size(lemon, 10)
		if lemon.in.Name == "lemon" {
			lemon.prep = "juiced"
		}
	}
	if d.fat != nil {
		d.size(d.fat, 10)
	}
	chili := d.find("red pepper flakes", "cayenne", "red chili")
	d.size(chili, 0.3)
	if chili != nil && chili.in.Category == "produce" {
		chili.prep = "finely chopped"
		d.size(chili, 3)
	}
	herbs := d.where(func(p *part) bool { return p.role == RoleHerb })
	for _, h := range herbs {
		d.size(h, 3)
		h.prep = "chopped"
	}
	tops := d.where(func(p *part) bool { return p.role == RoleVegetable && p != beans })
	for _, v := range tops {
		d.size(v, 30)
		if v.in.Name == "tomato" || v.in.Name == "cucumber" {
			v.prep = "finely diced"
		}
		if onionFamily[v.in.Name] {
			v.prep = "finely chopped"
			d.size(v, 10)
		}
	}
	eggs := d.find("egg")
	if eggs != nil {
		eggs.prep = ""
		d.size(eggs, 44)
		if w, ok := eggs.in.UnitGrams("piece"); ok && eggs.grams > 12*w {
			eggs.grams = 12 * w // a pan boils a dozen: halved, they go round a crowd
		}
	}
	d.prep(0)
	frozen := beans.in.Category == "frozen"
	if l := d.pantry[beans.in]; l != nil && strings.Contains(lowered(l.Text), "can") {
		frozen = false // a tin of ful, read as the fava bean
	}
	warm := fmt.Sprintf("Tip the %s with their liquid into a saucepan (or drain and add a splash of water), bring to a simmer and cook gently for 8 minutes, until soft enough to crush", beans.name())
	if frozen {
		warm = fmt.Sprintf("Boil the %s in salted water until very tender, about 6 minutes; drain, keeping a cupful of the water", beans.name())
	}
	egg := ""
	if eggs != nil {
		egg = fmt.Sprintf(" Meanwhile, lower the %s into a small pan of boiling water and cook 8 minutes; cool in cold water and peel.", pluralIf(eggs.name(), count(eggs)))
	}
	d.step(9, "%s.%s", warm, egg)
	with := someOf(garlic, cumin, lemon)
	d.step(3, "Crush the beans roughly with a masher or fork%s, a good pinch of salt and half the %s, leaving some whole; loosen with a splash of the cooking liquid until it is soft and spoonable. Taste for salt and lemon.",
		ifAny(" with the ", with, ""), d.fatName())
	var over []string
	over = append(over, "pour the rest of the "+d.fatName()+" into the well")
	if cumin != nil || chili != nil {
		over = append(over, "sprinkle with a pinch more "+strings.TrimPrefix(partNames(someOf(cumin, chili)), "the "))
	}
	if len(tops) > 0 || len(herbs) > 0 {
		over = append(over, "scatter over the "+partNames(append(append([]*part{}, tops...), herbs...)))
	}
	serve := "Serve warm"
	if eggs != nil {
		serve += ", with the eggs halved alongside"
	}
	if d.starch != nil {
		serve += fmt.Sprintf(", and the %s to scoop it up", d.starch.name())
	}
	d.step(1, "Spoon into a shallow bowl, make a well in the middle and %s. %s.%s", strings.Join(over, "; "), serve,
		d.toppingsExcept(append(append(append([]*part{beans, eggs, d.fat}, with...), tops...), append(herbs, someOf(chili)...)...)...))
	d.mentionLeftovers()
}
