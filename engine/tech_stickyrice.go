package engine

import (
	"fmt"
	"math"
)

// Mango sticky rice (khao niao mamuang): short, sticky rice cooked by absorption, then
// left to drink up warm coconut milk sweetened with sugar and sharpened with salt, and
// served at room temperature with ripe mango and a spoon of the salty-sweet coconut
// sauce kept back. Glutinous rice is the real thing; a short-grain or risotto rice stands
// in, cooked the same way.

func init() {
	ownNeeds["sticky rice"] = [][]string{{"coconut milk"}}
	registerOwn(&form{name: "sticky rice", title: "Sticky Rice", minMinutes: 30, simple: true, saltFactor: -1, method: "sweet",
		equipment: []string{"saucepan with lid", "small saucepan", "fine sieve"}, write: writeStickyRice})
}

func writeStickyRice(d *dish) {
	rice, coconut := d.starch, d.find("coconut milk")
	if rice == nil || coconut == nil {
		return
	}
	sugars, salt := d.sweetCoconutBase(rice, 0.6)
	fruit := d.where(func(p *part) bool { return p == d.protein || p.role == RoleFruit })
	for _, f := range fruit {
		if f.in.Name == "mango" {
			f.prep = "peeled and sliced"
			if w, ok := f.in.UnitGrams("piece"); ok {
				f.grams = math.Max(f.grams, w/2*d.servings) // half a mango a plate, its two cheeks fanned beside the rice
			}
		}
	}
	seeds := d.find("sesame seeds")
	d.size(seeds, 1)
	if rice.in.Name == "glutinous rice" && !d.quick {
		d.steamGlutinous(rice, coconut, sugars, salt, fruit)
	} else {
		cook := "Rinse the %s in the sieve until the water runs almost clear. Put it in the saucepan with 1 1/4 times its volume of water, bring to the boil, then cover and cook on the lowest heat for 15 minutes; leave it covered off the heat."
		if rice.in.Name == "glutinous rice" {
			// In a hurry: a short soak in warm water, then cooked by absorption in its own
			// volume of water, firmer than steamed but not paste.
			cook = "Rinse the %s in the sieve until the water runs almost clear, then soak it in warm water for 10 minutes and drain. Put it in the saucepan with its own volume of water, bring to the boil, then cover and cook on the lowest heat for 15 minutes; leave it covered off the heat."
		}
		d.prepStep = len(d.steps)
		d.step(20, cook, rice.name())
		sweet := append(append([]*part{}, sugars...), optionalList(salt)...)
		d.steps[len(d.steps)-1].Text += fmt.Sprintf(" Meanwhile, warm the %s with the %s in the small saucepan, stirring until the sugar dissolves; do not let it boil. Keep a quarter of it back for the sauce.", coconut.name(), plurals(sweet))
		d.step(15, "Stir the rest of the warm %s into the hot rice, cover again and leave it to soak it up, about 15 minutes: the rice turns glossy and sticky.%s",
			coconut.name(), textIf(prepTasks(fruit), " Meanwhile, ", "."))
	}
	d.step(2, "Spoon the rice onto plates%s and pour over the coconut sauce kept back%s. Serve warm or at room temperature.",
		ifAny(" beside the ", fruit, ""), ifAny(", then scatter over the ", optionalList(seeds), ""))
}

// steamGlutinous writes glutinous rice the Thai way: soaked, then steamed over water in
// a cloth-lined sieve, never boiled (boiled, it turns to paste), and the sweet coconut
// milk poured over it hot from the steamer.
func (d *dish) steamGlutinous(rice, coconut *part, sugars []*part, salt *part, fruit []*part) {
	sweet := append(append([]*part{}, sugars...), optionalList(salt)...)
	d.prepStep = len(d.steps)
	d.step(20, "Rinse the %s in the sieve until the water runs almost clear, then cover it with hot tap water and leave it to soak for 20 minutes (or in cold water for 4 hours or overnight, the classic way); drain. Meanwhile, warm the %s with the %s in the small saucepan, stirring until the sugar dissolves; do not let it boil. Keep a quarter of it back for the sauce.",
		rice.name(), coconut.name(), plurals(sweet))
	d.step(22, "Line the sieve with a damp clean tea towel or muslin, spread the rice in it and set it over the saucepan of simmering water, not touching the water. Cover and steam for 20 minutes, turning the rice over once halfway, until the grains are translucent, tender and chewy.%s",
		textIf(prepTasks(fruit), " Meanwhile, ", "."))
	d.step(10, "Tip the hot rice into a bowl, pour over the rest of the warm %s and stir gently; cover and leave 10 minutes to soak it up: the rice turns glossy and sticky.", coconut.name())
}

// sweetCoconutBase readies a Thai coconut sweet (sticky rice, bua loy) around its rice
// or flour: no bought fat or pepper, the sugars it has, and salt by the pinch a plate
// (saltPerServing grams), bought when the pantry has none: the salt is what makes it
// taste of more than sugar.
func (d *dish) sweetCoconutBase(main *part, saltPerServing float64) (sugars []*part, salt *part) {
	main.prep = ""
	d.dropBoughtFat()
	d.drop("black pepper")
	sugars = d.sugars()
	salt = d.find("salt")
	if salt == nil {
		if salt = d.add("salt", RoleSpice, 0, ""); salt != nil {
			d.spices = append(d.spices, salt)
		}
	}
	if salt != nil {
		salt.grams = saltPerServing * d.servings
	}
	return sugars, salt
}
